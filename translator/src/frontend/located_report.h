// Errors found after the front end has finished (the generators'), printed
// as the front end prints its own: `file:line:col: error: message`, then the
// source line and a caret under the column, through Clang's
// TextDiagnosticPrinter. The front end's SourceManager is gone by then, so
// the file is read again to show the line.
#pragma once

#include "model/loop_model.h"

#include <llvm/Support/raw_ostream.h>

#include <string>
#include <string_view>

namespace loom::translator {

// Reports `message` as an error at `where`, on one line: what it quotes (a
// loop's name with a line break, a path) is written exactly, its control
// bytes as escapes (printableLine, PrintableForm::Verbatim). Without a readable
// file there is no line to show: the location is written before the message
// instead.
void reportErrorAt(const SourceLocation &where, std::string_view message,
                   llvm::raw_ostream &os = llvm::errs());

} // namespace loom::translator
