// guardedMain: where every Loom program's exceptions end. A program's main
// runs its body through it, so that any exception, out of memory included,
// becomes one line "loom: error: <what>" on stderr and exit status 1, never
// an abort. It also registers the check that everything the program printed
// reached its standard output (loom/core/standard_output.h).
#pragma once

#include "loom/core/standard_output.h"
#include "loom/fileio/printable_line.h"

#include <cstdio>
#include <exception>
#include <new>
#include <string>
#include <string_view>

namespace loom {

// Prints "loom: error: <message>" as a single line (printableLine: line
// breaks become spaces, control bytes \xNN). Flushes stdout first so that
// the error follows what the program printed.
inline void printErrorLine(std::string_view message) {
  const std::string line = printableLine(message);
  std::fflush(stdout);
  std::fprintf(stderr, "loom: error: %s\n", line.c_str());
}

// The error line of the exception being handled (call it inside a catch):
// "out of memory" for std::bad_alloc, what() for the others.
inline void printCurrentException() {
  try {
    throw;
  } catch (const std::bad_alloc &) {
    printErrorLine("out of memory");
  } catch (const std::exception &e) {
    printErrorLine(e.what());
  } catch (...) {
    printErrorLine("unknown exception");
  }
}

// Runs `body()` (returning the exit status) and turns any exception into
// printErrorLine and status 1.
template <typename Body> int guardedMain(Body &&body) noexcept {
  try {
    checkStandardOutputAtExit();
    return body();
  } catch (...) {
    printCurrentException();
  }
  return 1;
}

} // namespace loom
