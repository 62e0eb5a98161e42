// loom::cuda::syncEveryLoop(): LOOM_CUDA_SYNC, checked once; and the
// reading of two-word settings it shares with LOOM_CUDA_UPLOAD.
#include "two_word_setting.h"

#include "loom/core/error.h"

#include <cstdlib>
#include <string>

namespace loom::cuda {

bool twoWordSetting(const char *name, const char *first, const char *second) {
  const char *text = std::getenv(name);
  if (!text || !*text || std::string(text) == first)
    return true;
  if (std::string(text) == second)
    return false;
  fatal(std::string(name) + ": expected " + first + " or " + second +
        ", got '" + text + "'");
}

bool syncEveryLoop() {
  static const bool sync = !twoWordSetting("LOOM_CUDA_SYNC", "0", "1");
  return sync;
}

} // namespace loom::cuda
