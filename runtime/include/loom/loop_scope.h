// What every backend's generated loop function does around its elements:
// check the arguments, time the call, record it for op_timing_output() and
// verify on exit that OP_READ globals were not written. The header-only
// op_par_loop uses it too.
#pragma once

#include "op_lib_cpp.h"

namespace loom {

// Checks the arguments against the iteration set exactly as the header-only
// op_par_loop does, times the call, and records it for op_timing_output().
// Also verifies on exit that OP_READ globals were not written. `site`, when
// given ("app.cpp:120", from loomc), starts every error message.
class LoopScope {
public:
  LoopScope(char const *name, op_set set, op_arg *args, int nargs,
            char const *site = nullptr);
  ~LoopScope();
  // Elements the loop runs: the set's own, plus its execute halo under MPI
  // when the loop writes through a map (loopExecuteSize).
  int size() const;
  LoopScope(const LoopScope &) = delete;
  LoopScope &operator=(const LoopScope &) = delete;

private:
  struct State;
  State *state_;
};

} // namespace loom
