// Where the host waits for a CUDA loop's kernels. Launches are queued on the
// default stream and a loop returns without waiting for them: the host waits
// only where it needs the device's results (a reduction's value, a download
// for op_fetch_data or a loop on the host, the timing table, op_exit). A
// kernel that fails is then reported where the host next waits, which may
// be a later loop: LOOM_CUDA_SYNC=1 makes every loop wait for its kernels,
// so that an error names the loop whose kernel failed (and the timing
// table's per-call time includes the kernels).
#pragma once

#include "loom/backend/cuda/device_data.h"

namespace loom::cuda {

// LOOM_CUDA_SYNC: 1 (wait after every loop) or 0 (the default); any other
// value ends the program with one line. Read once.
bool syncEveryLoop();

// After a loop's last launch; device copies the loop's set-up replaced
// (dat_copy.h) are freed now (cudaFree waits for the kernels reading them).
inline void afterLaunches(char const *loop, char const *kernel) {
  if (syncEveryLoop()) {
    check(cudaDeviceSynchronize(), loop, kernel);
    checkReadOnlyGlobals(true);
  }
  if (!retiredCopies().empty())
    releaseRetiredCopies();
}

} // namespace loom::cuda
