// Device start-up at op_init. A device backend (runtime/backends/cuda)
// registers how to create its context, so that the one-time cost (a CUDA
// context takes a few hundred milliseconds) is paid in op_init, as OP2 does,
// and not inside the first loop's timing. Without a device backend this does
// nothing.
#pragma once

namespace loom {

using DeviceInitHook = void (*)();

// Sets the function op_init calls after parsing its options (nullptr: none).
void setDeviceInitHook(DeviceInitHook hook);

// Calls the registered hook, if any.
void initDevice();

// Whether initDevice has run with a hook registered: a device backend's
// context exists (it outlives op_exit).
bool deviceStarted();

} // namespace loom
