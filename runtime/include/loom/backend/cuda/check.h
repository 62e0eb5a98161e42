// How the CUDA backends' inline code ends the program on a CUDA error or a
// failed launch: one line naming the loop (and the kernel), as every Loom
// error does. The counterpart of Kokkos' Kokkos_Cuda_Error.hpp; a HIP
// backend would swap this file and keep the others.
#pragma once

#include "loom/core/error.h"
#include "loom/cuda/kernel_macros.h"

#include <cstddef>
#include <exception>
#include <string>

namespace loom::cuda {

// Ends the program with "loop '<loop>': <what>: <CUDA's message>" on error
// ("<what>: <CUDA's message>" outside a loop: `loop` null).
inline void check(cudaError_t error, char const *loop, char const *what) {
  if (error != cudaSuccess)
    fatal((loop ? std::string("loop '") + loop + "': " : std::string()) + what +
          ": " + cudaGetErrorString(error));
}

// Ends the program with "<what>: <CUDA's message>" on error (outside loops).
inline void checkDevice(cudaError_t error, const std::string &what) {
  if (error != cudaSuccess)
    fatal(what + ": " + cudaGetErrorString(error));
}

// A launch that threw: under the emulation layer, a race (the first reports
// are named), a barrier not reached by every thread, or an exception in the
// kernel. Ends the program with one line naming the loop and the kernel.
[[noreturn]] inline void launchFailed(char const *loop, char const *kernel,
                                      const std::exception &failure) {
  std::string message = std::string("loop '") + loop + "': kernel " + kernel +
                        ": " + failure.what();
#ifndef __CUDACC__
  const auto races = ::loom::cuda::emulation::take_race_reports();
  for (std::size_t r = 0; r < races.size() && r < 3; ++r)
    message += "; " + races[r].message;
  if (races.size() > 3)
    message += "; ...";
#endif
  fatal(message);
}

} // namespace loom::cuda
