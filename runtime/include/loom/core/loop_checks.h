// Checks that an op_par_loop's arguments fit its iteration set, and that a
// kernel respected OP_READ on its globals. Throw loom::LoopError.
#pragma once

#include "loom/core/op2_types.h"

#include <string>
#include <vector>

namespace loom {

// Every OP_ID dat is on `set`, every map goes from `set`, arguments are of a
// kind a loop accepts.
void checkLoopArgs(const char *name, op_set set, const op_arg *args, int nargs);

// Snapshot of the OP_READ globals of a loop; verify() throws if the kernel
// changed any of them.
class ReadOnlyGlobals {
public:
  ReadOnlyGlobals(const op_arg *args, int nargs);
  void verify(const char *name) const;

private:
  struct Copy {
    int arg;
    const char *data;
    std::vector<char> bytes;
  };
  std::vector<Copy> copies_;
};

// Checked mode (LOOM_CHECK=1): a copy of every dat the loop passes only with
// OP_READ (not written by another of its arguments), of its current values
// (a device copy's in a device build: currentValues); verify() throws naming
// the loop, the argument and the dat if the kernel changed one.
class ReadOnlyDats {
public:
  ReadOnlyDats(const op_arg *args, int nargs);
  void verify(const char *name) const;

private:
  struct Copy {
    int arg;
    op_dat dat;
    std::vector<char> bytes;
  };
  std::vector<Copy> copies_;
};

// Estimated bytes one call moves (for effective GB/s in op_timing_output):
// direct data once per element (twice if written and read), indirect data
// once per distinct target element, each map once.
double loopBytes(op_set set, const op_arg *args, int nargs);

} // namespace loom
