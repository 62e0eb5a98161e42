// The time a CUDA loop call's kernels take on the device, from CUDA events
// recorded before its first launch and after its last: op_timing_output
// shows it beside the call's wall-clock time (which adds plan look-ups,
// uploads and launch overheads). Host work between launches (folding a
// reduction's partials) falls inside the interval. Inline: compiled into
// the generated .cu (nvcc, or g++ against the emulation layer, where the
// events read the host's clock around the emulated launches).
#pragma once

#include "loom/backend/cuda/device_data.h"
#include "loom/loop_scope.h"

namespace loom::cuda {

class KernelTimer {
public:
  // Records the start event.
  explicit KernelTimer(char const *loop) : loop_(loop) {
    check(cudaEventRecord(events().start), loop_, "record of a timing event");
  }

  // After the last launch: waits for the kernels to finish and adds their
  // time to `scope`.
  void stop(LoopScope &scope) {
    Events &e = events();
    check(cudaEventRecord(e.stop), loop_, "record of a timing event");
    check(cudaEventSynchronize(e.stop), loop_, "the loop's kernels");
    float milliseconds = 0;
    check(cudaEventElapsedTime(&milliseconds, e.start, e.stop), loop_,
          "kernel time");
    scope.addDeviceTime(milliseconds * 1e-3);
  }

private:
  struct Events {
    cudaEvent_t start = nullptr, stop = nullptr;
  };
  // One pair for every loop (host code runs one loop at a time), made at
  // the first use and destroyed at op_exit.
  static Events &events() {
    static Events e;
    [[maybe_unused]] static const bool cached = registerDeviceCache([] {
      if (e.start) {
        checkDevice(cudaEventDestroy(e.start), "release of a timing event");
        checkDevice(cudaEventDestroy(e.stop), "release of a timing event");
      }
      e = Events();
    });
    if (!e.start) {
      checkDevice(cudaEventCreate(&e.start), "creation of a timing event");
      checkDevice(cudaEventCreate(&e.stop), "creation of a timing event");
    }
    return e;
  }

  char const *loop_;
};

} // namespace loom::cuda
