#include "loom/core/device_init.h"

namespace loom {

namespace {
DeviceInitHook registeredHook = nullptr;
} // namespace

void setDeviceInitHook(DeviceInitHook hook) { registeredHook = hook; }

void initDevice() {
  if (registeredHook)
    registeredHook();
}

} // namespace loom
