// loom::cuda::syncEveryLoop(): LOOM_CUDA_SYNC, checked once.
#include "loom/core/error.h"

#include <cstdlib>
#include <string>

namespace loom::cuda {

bool syncEveryLoop() {
  static const bool sync = [] {
    const char *text = std::getenv("LOOM_CUDA_SYNC");
    if (!text || !*text || std::string(text) == "0")
      return false;
    if (std::string(text) == "1")
      return true;
    fatal(std::string("LOOM_CUDA_SYNC: expected 0 or 1, got '") + text + "'");
  }();
  return sync;
}

} // namespace loom::cuda
