#include "loom/core/host_sync.h"

#include <cstring>

namespace loom {

namespace {
HostSyncHook registeredHook = nullptr;
DeviceFinishHook finishHook = nullptr;
CurrentValuesHook valuesHook = nullptr;
} // namespace

void setHostSyncHook(HostSyncHook hook) { registeredHook = hook; }

void syncHostCopy(op_dat dat) {
  if (registeredHook && dat)
    registeredHook(dat);
}

void setCurrentValuesHook(CurrentValuesHook hook) { valuesHook = hook; }

void currentValues(op_dat dat, char *out) {
  if (valuesHook)
    valuesHook(dat, out);
  else
    std::memcpy(out, dat->data,
                static_cast<size_t>(dat->set->size) * dat->size);
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
