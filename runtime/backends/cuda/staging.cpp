// loom::cuda::stageReads(): LOOM_CUDA_STAGING, checked once.
#include "loom/backend/cuda/hier_plan.h"

#include "loom/core/error.h"

#include <cstdlib>
#include <string>

namespace loom::cuda {

int stageReads() {
  static const int stage = [] {
    const char *text = std::getenv("LOOM_CUDA_STAGING");
    if (!text || !*text || std::string(text) == "all")
      return 1;
    if (std::string(text) == "inc")
      return 0;
    fatal(std::string("LOOM_CUDA_STAGING=") + text +
          " is not a staging mode (all, inc)");
  }();
  return stage;
}

} // namespace loom::cuda
