// The CUDA backends' hooks into the core's program lifecycle, registered
// when the program starts (before main calls op_init): the CUDA context is
// created at op_init, and op_exit frees every dat's device copy and empties
// the device caches.
#pragma once

#include "loom/backend/cuda/check.h"
#include "loom/backend/cuda/dat_copy.h"
#include "loom/backend/cuda/device_caches.h"
#include "loom/core/device_init.h"
#include "loom/core/device_release.h"
#include "loom/cuda/kernel_macros.h"

#include <string>

namespace loom::cuda {

// The device-init hook (op_init): the CUDA context is created there, so that
// its one-time cost stays out of the first loop's time.
// A machine without a GPU says so plainly: the CUDA runtime's own words for
// a missing driver are "CUDA driver version is insufficient".
inline void createContext() {
  const cudaError_t error = cudaFree(nullptr);
  if (error == cudaSuccess)
    return;
  std::string message =
      std::string("CUDA initialisation: ") + cudaGetErrorString(error);
#ifdef __CUDACC__
  int driver = 0;
  if (cudaDriverGetVersion(&driver) != cudaSuccess || driver == 0)
    message = "CUDA initialisation: no CUDA driver on this machine (no "
              "NVIDIA GPU, or its driver is not installed)";
  else if (error == cudaErrorNoDevice)
    message = "CUDA initialisation: no CUDA GPU found (driver " +
              std::to_string(driver / 1000) + "." +
              std::to_string(driver % 1000 / 10) + ")";
  message += "; this is a GPU build (LOOM_CUDA_DEVICE): the same program "
             "without _device runs its loops on the CPU";
#endif
  fatal(message);
}

// Registered when the program starts (before main calls op_init).
inline const bool kContextAtInit = (setDeviceInitHook(&createContext), true);

// Registered when the program starts.
inline const bool kReleaseAtExit =
    (setDeviceRelease(&freeDatCopy, &releaseCaches), true);

} // namespace loom::cuda
