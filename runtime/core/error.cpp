#include "loom/core/error.h"

#include "loom/core/guarded_main.h"

#include <cstdlib>
#include <exception>

namespace loom {

// One line, whatever the message holds: a name given with a line break
// ("bad\nname") must not split it.
void fatal(const std::string &message) {
  printErrorLine(message);
  std::exit(1);
}

namespace {

[[noreturn]] void uncaughtException() {
  if (std::exception_ptr e = std::current_exception()) {
    try {
      std::rethrow_exception(e);
    } catch (...) {
      printCurrentException();
    }
  } else {
    printErrorLine("std::terminate called without an exception");
  }
  std::exit(1);
}

} // namespace

void reportUncaughtExceptions() { std::set_terminate(uncaughtException); }

} // namespace loom
