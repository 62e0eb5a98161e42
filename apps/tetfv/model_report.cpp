// tetfv's model-versus-measurement line.
#include "model_report.h"

#include "bandwidth_model.h"
#include "cache_sizes.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

double modelBlockSize(const TetfvOptions &opt, const TetfvProblem &problem) {
  if (opt.instance == "block" && !opt.permute && problem.reordering.empty())
    return std::min(opt.blockSize, problem.graph.numTets);
  const int n = problem.graph.numTets;
  double total = 0;
  for (int i = 0; i < n; ++i) {
    int lo = i, hi = i;
    for (int s = 0; s < 4; ++s) {
      const int j = problem.graph.neighbours[4 * static_cast<size_t>(i) + s];
      lo = std::min(lo, j);
      hi = std::max(hi, j);
    }
    total += hi - lo + 1;
  }
  return total / n;
}

std::string modelReport(const TetfvOptions &opt, const TetfvProblem &problem,
                        double tetsPerSecond) {
  const std::vector<tetfv::CacheLevel> caches = tetfv::readCacheLevels();
  if (caches.empty())
    throw std::runtime_error("bandwidth model: this machine reports no cache "
                             "sizes (sysfs or sysconf)");
  const tetfv::CacheLevel &last = caches.back();
  const double b = modelBlockSize(opt, problem);
  const double bandwidth = opt.streamGBs * 1e9;
  const double bytes = tetfv::bytesPerTet(b, last.bytes, last.lineBytes);
  const double predicted =
      tetfv::effectiveBandwidth(tetfv::predictedTetsPerSecond(
          b, {{last.bytes, last.lineBytes, bandwidth}}));
  const double measured = tetfv::effectiveBandwidth(tetsPerSecond);
  char line[512];
  std::snprintf(line, sizeof line,
                "model: b %.0f, L%d cache %.1f MiB, %.1f B/tet -> predicted "
                "%.3f GB/s effective at STREAM %.3f GB/s; measured %.3f GB/s "
                "(%.0f%% of predicted, %.0f%% of STREAM)",
                b, last.level, last.bytes / (1024.0 * 1024.0), bytes,
                predicted / 1e9, opt.streamGBs, measured / 1e9,
                100.0 * measured / predicted, 100.0 * measured / bandwidth);
  return line;
}
