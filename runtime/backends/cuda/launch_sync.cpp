// loom::cuda::syncEveryLoop(): LOOM_CUDA_SYNC, checked once.
#include "two_word_setting.h"

namespace loom::cuda {

bool syncEveryLoop() {
  static const bool sync = !twoWordSetting("LOOM_CUDA_SYNC", "0", "1");
  return sync;
}

} // namespace loom::cuda
