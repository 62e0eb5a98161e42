#include "loom/core/device_release.h"

namespace loom {

namespace {
DeviceDatRelease datRelease = nullptr;
DeviceCachesRelease cachesRelease = nullptr;
} // namespace

void setDeviceRelease(DeviceDatRelease dat, DeviceCachesRelease caches) {
  datRelease = dat;
  cachesRelease = caches;
}

void releaseDeviceCopy(op_dat dat) {
  if (datRelease && dat && dat->data_d)
    datRelease(dat);
}

void releaseDeviceCaches() {
  if (cachesRelease)
    cachesRelease();
}

} // namespace loom
