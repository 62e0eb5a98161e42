#include "loom/core/host_sync.h"

namespace loom {

namespace {
HostSyncHook registeredHook = nullptr;
} // namespace

void setHostSyncHook(HostSyncHook hook) { registeredHook = hook; }

void syncHostCopy(op_dat dat) {
  if (registeredHook && dat)
    registeredHook(dat);
}

} // namespace loom
