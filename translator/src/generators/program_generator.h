// Code generation for one translation unit and one backend: the prototypes
// inserted into the rewritten main file and the "loops file" that defines
// one static function per op_par_loop. Plain C++: generators read only the
// model and never see the Clang AST.
#pragma once

#include "generators/generator_error.h"
#include "generators/registry.h"
#include "model/loop_model.h"

#include <string>

namespace loom::translator {

// One prototype per loop function, to be inserted into the rewritten main
// file before the first call (after the OP2 header is included).
std::string generateDeclarations(const ProgramModel &program,
                                 const BackendSpec &backend);

// The loops file, #included at the end of the rewritten main file: the
// definitions of every loop function. Each loop function is
//   static void <LoopModel::function>(char const *name, op_set set,
//                                     op_arg arg0, ..., op_arg argN);
// Loops that share a function name must generate identical code; they are
// emitted once.
std::string generateLoops(const ProgramModel &program,
                          const BackendSpec &backend);

} // namespace loom::translator
