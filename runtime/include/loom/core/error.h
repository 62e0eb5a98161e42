// Errors raised by the Loom runtime. The C++ API (loom::Context and friends)
// throws these typed exceptions; the OP2 C-style API catches them, prints the
// one-line message and exits with status 1, as OP2 applications expect.
#pragma once

#include <stdexcept>
#include <string>

namespace loom {

class Error : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

// A set, map, dat or const declaration with a bad size, dim, type or data.
class DeclarationError : public Error {
public:
  using Error::Error;
};

// A map entry outside its to-set (checked once, at declaration).
class MapRangeError : public DeclarationError {
public:
  using DeclarationError::DeclarationError;
};

// An op_arg_* whose dim, type, map or index does not fit its dat or map.
class ArgumentError : public Error {
public:
  using Error::Error;
};

// An op_par_loop whose arguments do not fit its iteration set, or a kernel
// that broke the contract of an access mode (e.g. wrote an OP_READ global).
class LoopError : public Error {
public:
  using Error::Error;
};

// Prints "loom: error: <message>" to stderr and exits with status 1.
[[noreturn]] void fatal(const std::string &message);

// Prints "loom: warning: <message>" to stderr, the message formatted as by
// printf and written as one printable line (loom/fileio/printable_line.h):
// the names it quotes (a loop's, a file's) may hold any bytes.
void warning(const char *format, ...) __attribute__((format(printf, 1, 2)));

// Prints "loom: <message>" to stderr as warning() does: what a program says
// on request (LOOM_PLAN_STATS, a reordering's progress), quoting loop names.
void inform(const char *format, ...) __attribute__((format(printf, 1, 2)));

// Makes std::terminate (an exception that no catch took, one thrown out of
// an OpenMP region included) end the program as fatal() does: "loom: error:
// out of memory" for std::bad_alloc, the exception's what() for the others,
// instead of libstdc++'s two lines and SIGABRT. op_init installs it for
// OP2-style programs, whose main Loom does not wrap (guardedMain does).
void reportUncaughtExceptions();

// Runs `body` and turns a loom::Error into fatal(); the OP2 API uses it so
// that a bad call ends the program with one clear line instead of a crash.
template <typename Body> decltype(auto) orExit(Body &&body) {
  try {
    return body();
  } catch (const Error &e) {
    fatal(e.what());
  }
}

} // namespace loom
