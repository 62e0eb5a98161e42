// The machine's memory bandwidth, printed by op_timing_output beside each
// loop's achieved GB/s so that a user sees how far each loop is from the
// limit. The figure is a STREAM triad (a[i] = b[i] + s * c[i]) run with the
// program's threads, or the value of LOOM_STREAM_GBS (RuntimeOptions).
#pragma once

#include <optional>

namespace loom {

// The number of threads the program's loops run on. A CPU threading backend
// registers its count (the openmp backend: omp_get_max_threads); without
// one, 1.
using HostThreadsHook = int (*)();
void setHostThreadsHook(HostThreadsHook hook);
int hostThreads();

// A STREAM triad with `threads` threads, each on its own slice of three
// arrays of 4x the last-level cache each (64 to 256 MiB); the best of 5 runs,
// in GB/s (three arrays' bytes over the time). nullopt when the arrays
// cannot be allocated.
std::optional<double> measureStreamTriad(int threads);

struct StreamFigure {
  double gbs = 0;
  int threads = 0; // 0 when given by LOOM_STREAM_GBS
};

// The figure per LOOM_STREAM_GBS: the given one; measured once per process
// when "measure"; none when "off" or unset. (Not measured by default: the
// probe's arrays would add up to 768 MB to a program's peak memory, and a
// device backend's loops are not bound by the host's memory.)
std::optional<StreamFigure> streamBandwidth();

} // namespace loom
