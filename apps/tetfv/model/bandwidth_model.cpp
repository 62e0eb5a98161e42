// Langguth et al.'s words-per-flop model, evaluated per memory level.
#include "bandwidth_model.h"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>

namespace tetfv {

double bytesPerTet(double blockSize, double cacheBytes, double lineBytes) {
  if (!(blockSize >= 1) || !(cacheBytes > 0) || !(lineBytes > 0))
    throw std::invalid_argument(
        "bandwidth model: block size " + std::to_string(blockSize) +
        ", cache " + std::to_string(cacheBytes) + " B, line " +
        std::to_string(lineBytes) + " B must all be positive (b >= 1)");
  const double workingSet = 8.0 * blockSize;
  const double missRate = 1.0 - std::min(1.0, cacheBytes / workingSet);
  return 64.0 + 4.0 * missRate * lineBytes;
}

double predictedTetsPerSecond(double blockSize,
                              const std::vector<MemoryLevel> &levels) {
  if (levels.empty())
    throw std::invalid_argument("bandwidth model: no memory level given");
  double best = std::numeric_limits<double>::infinity();
  for (const MemoryLevel &level : levels) {
    if (!(level.bandwidthBytes > 0))
      throw std::invalid_argument("bandwidth model: bandwidth " +
                                  std::to_string(level.bandwidthBytes) +
                                  " B/s must be positive");
    best = std::min(best, level.bandwidthBytes / bytesPerTet(blockSize,
                                                             level.cacheBytes,
                                                             level.lineBytes));
  }
  return best;
}

} // namespace tetfv
