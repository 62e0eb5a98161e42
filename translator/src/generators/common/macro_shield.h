// The loops header is included at the end of the user's translation unit,
// where the user's macros are defined: `#define n 5` would turn a generated
// `int n` into `int 5`. The header undefines, for its length, each user
// macro named like an identifier Loom writes there (push_macro and #undef
// at its top, pop_macro at its end), and brings them back around copies of
// the user's own text (kernels copied for the device or for SIMD lanes),
// which expand them as the original does. Private to the generators.
#pragma once

#include "model/loop_model.h"

#include <set>
#include <string>

namespace loom::translator::codegen {

// `text` marked as the user's own: a copy of a kernel or of a function it
// calls, at the start of a line. resolveUserText() removes the marks.
std::string userText(const std::string &text);

// The user's macros (program.userMacros) that `code` names outside the
// user's text, less those the user's own strings in the model name (a dat's
// type "REAL", a kernel's parameter types, ...): generated code uses those
// as the user does.
std::set<std::string> clashingMacros(const ProgramModel &program,
                                     const std::string &code);

// `code` with the marks of userText() replaced: the `shielded` macros come
// back (pop_macro) before each piece of the user's text and go again after
// it (all of them: a macro the text names may expand to another).
std::string resolveUserText(const std::string &code,
                            const std::set<std::string> &shielded);

// The lines that put `shielded` away (push_macro, #undef) and those that
// bring them back (pop_macro).
std::string shieldLines(const std::set<std::string> &shielded);
std::string unshieldLines(const std::set<std::string> &shielded);

} // namespace loom::translator::codegen
