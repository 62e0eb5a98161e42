#include "loom/core/host_sync.h"

namespace loom {

namespace {
HostSyncHook registeredHook = nullptr;
DeviceFinishHook finishHook = nullptr;
} // namespace

void setHostSyncHook(HostSyncHook hook) { registeredHook = hook; }

void syncHostCopy(op_dat dat) {
  if (registeredHook && dat)
    registeredHook(dat);
}

void hostCopyChanged(op_dat dat) {
  if (dat && dat->data_d)
    dat->dirty_hd = kHostCopyNewer;
}

void setDeviceFinishHook(DeviceFinishHook hook) { finishHook = hook; }

void finishDeviceWork() {
  if (finishHook)
    finishHook();
}

} // namespace loom
