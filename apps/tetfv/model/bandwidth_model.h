// The bandwidth model of Langguth et al. (JPDC 2015, eqs. 4-6) for the
// cell-centred FV kernel y(i) = sum_j A(i,j) (x(l(i,j)) - x(i)).
//
// Per tet the kernel does 11 flops and must move at least 8 words (w = 8
// bytes): A (4 words), the four 32-bit indices (2 words), x(i) and y(i).
// Each of the four reads x(l(i,j)) misses cache level i with probability
// 1 - min(1, C_i / W), W being the working set the gathers range over (the x
// values of one block of b tets: W = 8 b bytes), and a miss moves one cache
// line CL_{i+1} of the level below. In words per flop:
//   WpF_i = (8 + 4 (1 - min(1, C_i / W)) CL_{i+1}) / 11
// and the attainable performance is P_min = min_i BW_i / (w WpF_i).
#pragma once

#include <vector>

namespace tetfv {

struct MemoryLevel {
  double cacheBytes;     // C_i: capacity of the cache in front of this path
  double lineBytes;      // CL_{i+1}: line length of the level it misses to
  double bandwidthBytes; // BW_i: bytes/s of the path behind the cache
};

// Bytes moved per tet behind a cache of `cacheBytes` for blocks of b tets
// (11 w WpF): 64 + 4 (1 - min(1, C / (8 b))) * lineBytes.
double bytesPerTet(double blockSize, double cacheBytes, double lineBytes);

// P_min in tets/s over the levels (at least one; throws
// std::invalid_argument on an empty list or non-positive values).
double predictedTetsPerSecond(double blockSize,
                              const std::vector<MemoryLevel> &levels);

// The figure the benchmark reports: 64 bytes per tet (the minimum traffic)
// times tets/s.
inline double effectiveBandwidth(double tetsPerSecond) {
  return 64.0 * tetsPerSecond;
}

} // namespace tetfv
