// The openmp backend's thread count, registered with the core
// (loom/core/stream_bandwidth.h) so that the STREAM figure beside the timing
// table is measured with the threads the loops ran on.
#pragma once

#include "loom/core/stream_bandwidth.h"

#include <omp.h>

namespace loom::openmp {

inline const bool kHostThreadsRegistered =
    (setHostThreadsHook(&omp_get_max_threads), true);

} // namespace loom::openmp
