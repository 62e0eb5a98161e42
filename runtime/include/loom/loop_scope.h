// What every backend's generated loop function does around its elements:
// check the arguments, time the call, record it for op_timing_output() and
// verify on exit that OP_READ globals were not written; under MPI also the
// halo exchange before the elements and the reductions over processes
// after them (loom/core/distribution.h). The header-only op_par_loop uses
// it too.
#pragma once

#include "op_lib_cpp.h"

namespace loom {

// How a loop waits for its halo exchange (MPI backends).
enum class HaloOverlap {
  // The exchange completes before the constructor returns.
  None,
  // The loop runs its first coreSize() elements (they read no halo data)
  // while the exchange is in flight, then calls waitHalos().
  CoreFirst
};

// Checks the arguments against the iteration set exactly as the header-only
// op_par_loop does, times the call, and records it for op_timing_output().
// Also verifies on exit that OP_READ globals were not written. `site`, when
// given ("app.cpp:120", from loomc), starts every error message.
class LoopScope {
public:
  LoopScope(char const *name, op_set set, op_arg *args, int nargs,
            char const *site = nullptr,
            HaloOverlap overlap = HaloOverlap::None);
  ~LoopScope();
  // Elements the loop runs: the set's own, plus its execute halo under MPI
  // when the loop writes through a map (loopExecuteSize).
  int size() const { return size_; }
  // Leading elements that read no halo data (all of them unless a halo
  // exchange is in flight): with HaloOverlap::CoreFirst, run these, then
  // call waitHalos() before the rest.
  int coreSize() const { return core_; }
  void waitHalos();
  // A device backend's kernel time for this call (CUDA events): shown
  // beside the call's wall-clock time in op_timing_output.
  void addDeviceTime(double seconds) {
    deviceSeconds_ = (deviceSeconds_ < 0 ? 0 : deviceSeconds_) + seconds;
  }
  // How this call runs its elements: SIMD groups or the scalar element loop
  // (`simd`), and for a loop whose generator gave it no SIMD form, why not
  // (`noSimdForm`, a string literal). Recorded with the call's time: the
  // timing table's strategy column, LOOM_REPORT's "element_loop" and
  // "no_simd_form".
  void noteElementLoop(bool simd, char const *noSimdForm = "") {
    elementLoop_ = simd ? "simd" : "scalar";
    noSimdForm_ = noSimdForm;
  }
  LoopScope(const LoopScope &) = delete;
  LoopScope &operator=(const LoopScope &) = delete;

private:
  struct State;
  State *state_;
  int size_ = 0, core_ = 0;
  double deviceSeconds_ = -1; // none yet; addDeviceTime adds to 0
  char const *elementLoop_ = nullptr, *noSimdForm_ = nullptr; // not noted
};

} // namespace loom
