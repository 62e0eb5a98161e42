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

void syncHostArgs(const op_arg *args, int nargs) {
  if (!registeredHook)
    return; // no device copies
  for (int k = 0; k < nargs; ++k)
    if (args[k].argtype == OP_ARG_DAT && args[k].opt && args[k].dat)
      registeredHook(args[k].dat);
}

void hostArgsWritten(const op_arg *args, int nargs) {
  for (int k = 0; k < nargs; ++k)
    if (args[k].argtype == OP_ARG_DAT && args[k].opt && args[k].acc != OP_READ)
      hostCopyChanged(args[k].dat);
}

void setDeviceFinishHook(DeviceFinishHook hook) { finishHook = hook; }

void finishDeviceWork() {
  if (finishHook)
    finishHook();
}

} // namespace loom
