// This machine's data caches, as the bandwidth model needs them: read from
// sysfs (/sys/devices/system/cpu/cpu0/cache) and, where a virtual machine
// has no such folder, from glibc's sysconf (_SC_LEVEL*_CACHE_*).
#pragma once

#include <string>
#include <vector>

namespace tetfv {

struct CacheLevel {
  int level;        // 1, 2, 3, ...
  double bytes;     // capacity
  double lineBytes; // coherency line size
  int sharedBy = 0; // CPUs sharing one such cache (sysfs); 0: not known
};

// The number of CPUs in a sysfs CPU list ("0-15", "0,2,4-7"); 0 when the
// text is not such a list.
int cpuListSize(const std::string &list);

// Data and unified caches, innermost first; empty when neither source
// reports any. `sysfsRoot` is the cache folder (a parameter for tests).
std::vector<CacheLevel> readCacheLevels(
    const std::string &sysfsRoot = "/sys/devices/system/cpu/cpu0/cache");

} // namespace tetfv
