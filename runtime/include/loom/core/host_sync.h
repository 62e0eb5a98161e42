// The host copy of a dat brought up to date before the host reads it. A
// device backend (runtime/backends/cuda) keeps a device copy of each dat and
// registers how to download it; op_fetch_data and op_fetch_data_idx call
// syncHostCopy() first. Without a device backend this does nothing.
#pragma once

#include "loom/core/op2_types.h"

namespace loom {

using HostSyncHook = void (*)(op_dat dat);

// Sets the function that makes `dat->data` current (nullptr: none).
void setHostSyncHook(HostSyncHook hook);

// Makes `dat->data` current: calls the registered hook, if any.
void syncHostCopy(op_dat dat);

} // namespace loom
