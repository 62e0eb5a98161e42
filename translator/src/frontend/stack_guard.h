// Clang's parser, its constant evaluator and the AST visitors recurse once
// per level of nesting: a generated source with an expression of 100,000
// terms overflowed the 8 MiB stack of loomc's main thread, and loomc died
// of SIGSEGV without a word. loomc therefore translates on a thread with a
// large stack, and should even that run out, it ends with one line naming
// the source instead of the signal.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

namespace loom::translator {

// loomc's stack: what a program nested far beyond what people write needs.
constexpr std::size_t kTranslatorStackBytes = std::size_t{1} << 30;

// Runs `body` on a thread whose stack holds `stackBytes` (a smaller one,
// or this thread, where the system refuses such a thread) and returns what
// it returns. `body` must not throw. Should its stack run out, the program
// writes `loom: error: <source>: ...` for the source last named by
// noteTranslatedSource() and exits with status 1; any other fault goes to
// the handler that was there before.
int runOnLargeStack(const std::function<int()> &body, std::size_t stackBytes);

// The source being translated, named should the stack run out.
void noteTranslatedSource(const std::string &path);

} // namespace loom::translator
