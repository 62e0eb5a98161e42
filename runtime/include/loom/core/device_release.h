// Device memory given back. A device backend (runtime/backends/cuda) keeps a
// device copy of each dat and caches of other device buffers (copies of maps
// and plans, scratch for reductions); it registers how to free a dat's copy,
// which the context calls when it releases the dat (op_free_dat_temp,
// op_exit), and how to empty its caches, which op_exit calls after the
// context is cleared. Without a device backend these do nothing.
#pragma once

#include "loom/core/op2_types.h"

namespace loom {

using DeviceDatRelease = void (*)(op_dat dat);
using DeviceCachesRelease = void (*)();

// Sets both functions (nullptr: none).
void setDeviceRelease(DeviceDatRelease dat, DeviceCachesRelease caches);

// Frees `dat`'s device copy, if it has one.
void releaseDeviceCopy(op_dat dat);

// Empties the device backend's caches (op_exit).
void releaseDeviceCaches();

} // namespace loom
