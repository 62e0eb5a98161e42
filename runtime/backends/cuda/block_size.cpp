// loom::cuda::blockSize(): LOOM_CUDA_BLOCK_SIZE, checked once.
#include "loom/backend/cuda/colour_plan.h"

#include "loom/core/error.h"

#include <cstdlib>
#include <string>

namespace loom::cuda {

int blockSize() {
  static const int size = [] {
    const char *text = std::getenv("LOOM_CUDA_BLOCK_SIZE");
    if (!text || !*text)
      return 256;
    char *end = nullptr;
    const long value = std::strtol(text, &end, 10);
    if (*end != '\0' || value < 32 || value > 1024 ||
        (value & (value - 1)) != 0)
      fatal(std::string("LOOM_CUDA_BLOCK_SIZE=") + text +
            " is not a power of two from 32 to 1024");
    return static_cast<int>(value);
  }();
  return size;
}

} // namespace loom::cuda
