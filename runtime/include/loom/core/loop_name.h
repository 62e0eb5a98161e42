// The name argument of the header-only op_par_loop, and where the loop is
// called. `op_par_loop(kernel, "name", set, ...)` converts its name to a
// LoopName, and the conversion's default arguments record the call
// (__builtin_FILE, __builtin_LINE), so that the header-only loop's run-time
// errors name their call site as those of translated loops do:
// `app.cpp:42: op_par_loop 'name': ...`. Callers write OP2's call unchanged.
#pragma once

namespace loom {

struct LoopName {
  // Implicit: OP2's call passes a string literal (or any char const *).
  // GCC's and Clang's builtins (what std::source_location uses) keep the
  // header usable before C++20, as OP2's is.
  LoopName(char const *text, char const *file = __builtin_FILE(),
           unsigned line = __builtin_LINE())
      : text(text), file(file), line(line) {}

  char const *text;
  char const *file;
  unsigned line;
};

// "file:line" of a call (the file without its folders), held for the
// program's life: LoopScope keeps the pointer.
char const *callSiteText(char const *file, unsigned line);

} // namespace loom
