#include "loom/core/standard_output.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <mutex>
#include <unistd.h>

namespace loom {

std::string streamWriteFailure(std::FILE *stream) {
  errno = 0;
  if (std::fflush(stream) != 0)
    return errno != 0 ? std::strerror(errno) : "a write failed";
  if (std::ferror(stream))
    return "a write failed";
  return {};
}

namespace {

void exitIfStandardOutputFailed() {
  std::string reason = streamWriteFailure(stdout);
  if (reason.empty()) {
    // std::cout is synchronised with stdio unless the program said
    // otherwise; then it has its own buffer to flush.
    std::cout.flush();
    if (!std::cout.bad())
      return;
    reason = "a write failed";
  }
  std::fprintf(stderr,
               "loom: error: standard output: %s; what the program printed "
               "is incomplete\n",
               reason.c_str());
  // Status 1 can only be set by ending here; exit's own flush of the
  // program's other files is done first.
  std::fflush(nullptr);
  _exit(1);
}

} // namespace

void checkStandardOutputAtExit() {
  static std::once_flag registered;
  std::call_once(registered, [] { std::atexit(exitIfStandardOutputFailed); });
}

} // namespace loom
