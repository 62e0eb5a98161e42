#include "loom/core/error.h"

#include "loom/core/guarded_main.h"
#include "loom/fileio/printable_line.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

namespace loom {

// One line, whatever the message holds: a name given with a line break
// ("bad\nname") must not split it.
void fatal(const std::string &message) {
  printErrorLine(message);
  std::exit(1);
}

namespace {

// `prefix` and the printf-formatted message as one printable line on stderr.
__attribute__((format(printf, 2, 0))) void
printLine(const char *prefix, const char *format, std::va_list args) {
  std::va_list again;
  va_copy(again, args);
  const int length = std::vsnprintf(nullptr, 0, format, args);
  std::string message(length > 0 ? static_cast<size_t>(length) : 0, '\0');
  if (length > 0)
    std::vsnprintf(message.data(), message.size() + 1, format, again);
  va_end(again);
  std::fprintf(stderr, "%s%s\n", prefix, printableLine(message).c_str());
}

} // namespace

void warning(const char *format, ...) {
  std::va_list args;
  va_start(args, format);
  printLine("loom: warning: ", format, args);
  va_end(args);
}

void inform(const char *format, ...) {
  std::va_list args;
  va_start(args, format);
  printLine("loom: ", format, args);
  va_end(args);
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
