// The host copy of a dat brought up to date before the host reads it. A
// device backend (runtime/backends/cuda) keeps a device copy of each dat and
// registers how to download it; op_fetch_data and op_fetch_data_idx call
// syncHostCopy() first. It also registers how to wait for the work it has
// queued on the device and settle what depends on it (the kernel times of
// loops whose launches returned before their kernels ended): the timing
// table, the loop report and op_exit call finishDeviceWork() first. Without a
// device backend these do nothing.
#pragma once

#include "loom/core/op2_types.h"

namespace loom {

// OP2's op_dat::dirty_hd: which copy of a dat is newer (0: both current).
inline constexpr int kHostCopyNewer = 1;
inline constexpr int kDeviceCopyNewer = 2;

using HostSyncHook = void (*)(op_dat dat);

// Sets the function that makes `dat->data` current (nullptr: none).
void setHostSyncHook(HostSyncHook hook);

// Makes `dat->data` current: calls the registered hook, if any.
void syncHostCopy(op_dat dat);

using CurrentValuesHook = void (*)(op_dat dat, char *out);

// Sets the function that copies a dat's current values, wherever they are
// (a device copy in use, in whichever layout), to a host buffer in the
// host's layout, changing neither copy (nullptr: none).
void setCurrentValuesHook(CurrentValuesHook hook);

// The dat's current values (set size x dat size bytes) to `out`: from the
// device copy when a device backend keeps one that is current, else from
// `dat->data`. Checked mode (LOOM_CHECK=1) compares them before and after a
// loop.
void currentValues(op_dat dat, char *out);

// The runtime changed `dat->data` (renumbering): a device copy, if there is
// one, is out of date and is uploaded again before a loop uses it.
void hostCopyChanged(op_dat dat);

// Around the header-only op_par_loop, which runs on the host whatever the
// build (in a device build: a loop loomc left untranslated): before it, the
// host copies of its active dats made current; after it, the dats it wrote
// marked newer on the host, so the next device loop uploads them.
void syncHostArgs(const op_arg *args, int nargs);
void hostArgsWritten(const op_arg *args, int nargs);

using DeviceFinishHook = void (*)();

// Sets the function that waits for the device's queued work (nullptr: none).
void setDeviceFinishHook(DeviceFinishHook hook);

// Waits for the device's queued work: calls the registered hook, if any.
void finishDeviceWork();

} // namespace loom
