// loom::cuda::blockSize(): LOOM_CUDA_BLOCK_SIZE or OP_BLOCK_SIZE=N
// (RuntimeOptions::cudaBlockSize), else 256.
#include "loom/backend/cuda/colour_plan.h"

#include "loom/core/context.h"
#include "loom/core/error.h"

#include <string>

namespace loom::cuda {

int blockSize() {
  const RuntimeOptions::Setting &size = context().options().cudaBlockSize;
  if (size.value == 0)
    return 256;
  if (size.value < 32 || size.value > 1024 ||
      (size.value & (size.value - 1)) != 0)
    fatal(size.from + "=" + std::to_string(size.value) +
          " is not a power of two from 32 to 1024");
  return size.value;
}

} // namespace loom::cuda
