// The memory paths the bandwidth model evaluates on this machine: behind
// every cache level whose refill bandwidth was measured (--cache-gbs
// L1=...,L2=...), and behind the last level, memory at the STREAM triad
// bandwidth (--stream-gbs). Their eq. 6 takes the minimum over the paths.
#pragma once

#include "bandwidth_model.h"
#include "cache_sizes.h"

#include <string>
#include <vector>

namespace tetfv {

// A measured refill bandwidth of cache level `level` (from the level
// behind it), in GB/s.
struct LevelBandwidth {
  int level;
  double gbs;
};

// "L1=120,L2=60.5" (empty: none). Throws std::invalid_argument naming
// `what` and the offending entry.
std::vector<LevelBandwidth> parseLevelBandwidths(const std::string &text,
                                                 const std::string &what);

struct ModelPath {
  std::string name; // "L2->L1", "memory->L3"
  int level;        // the cache in front of the path
  MemoryLevel memory;
};

// One path per measured inner level (its capacity, the line of the level
// behind it, its bandwidth) plus memory behind the last level at
// streamGBs. Throws std::invalid_argument when `caches` is empty, when a
// measured level is not one of the machine's or is the last level (whose
// path is memory: --stream-gbs), or on a non-positive bandwidth.
std::vector<ModelPath> modelPaths(const std::vector<CacheLevel> &caches,
                                  const std::vector<LevelBandwidth> &measured,
                                  double streamGBs);

} // namespace tetfv
