#include "loom/core/device_init.h"

namespace loom {

namespace {
DeviceInitHook registeredHook = nullptr;
bool started = false;
} // namespace

void setDeviceInitHook(DeviceInitHook hook) { registeredHook = hook; }

void initDevice() {
  if (registeredHook) {
    registeredHook();
    started = true;
  }
}

bool deviceStarted() { return started; }

} // namespace loom
