// tetfv's model-versus-measurement line.
#include "model_report.h"

#include "bandwidth_model.h"
#include "cache_sizes.h"
#include "model_paths.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

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

namespace {

std::string bytesText(double bytes) {
  char text[32];
  if (bytes >= 1024.0 * 1024)
    std::snprintf(text, sizeof text, "%.1f MiB", bytes / (1024.0 * 1024));
  else
    std::snprintf(text, sizeof text, "%.0f KiB", bytes / 1024.0);
  return text;
}

} // namespace

std::string modelReport(const TetfvOptions &opt, const TetfvProblem &problem,
                        double tetsPerSecond) {
  const std::vector<tetfv::ModelPath> paths =
      tetfv::modelPaths(tetfv::readCacheLevels(), opt.cacheGBs, opt.streamGBs);
  const double b = modelBlockSize(opt, problem);
  std::string text = "model: b " + std::to_string(std::lround(b)) + ",";
  double best = std::numeric_limits<double>::infinity();
  std::string limit;
  for (const tetfv::ModelPath &path : paths) {
    const tetfv::MemoryLevel &m = path.memory;
    const double bytes = tetfv::bytesPerTet(b, m.cacheBytes, m.lineBytes);
    const double rate = tetfv::predictedTetsPerSecond(b, {m});
    if (rate < best) {
      best = rate;
      limit = path.name;
    }
    char part[160];
    std::snprintf(part, sizeof part, " %s (L%d %s) %.1f B/tet at %.3f GB/s;",
                  path.name.c_str(), path.level,
                  bytesText(m.cacheBytes).c_str(), bytes,
                  m.bandwidthBytes / 1e9);
    text += part;
  }
  const double predicted = tetfv::effectiveBandwidth(best);
  const double measured = tetfv::effectiveBandwidth(tetsPerSecond);
  char tail[320];
  std::snprintf(tail, sizeof tail,
                " -> predicted %.3f GB/s effective (limited by %s); measured "
                "%.3f GB/s (%.0f%% of predicted, %.0f%% of STREAM %.3f GB/s)",
                predicted / 1e9, limit.c_str(), measured / 1e9,
                100.0 * measured / predicted,
                100.0 * measured / (opt.streamGBs * 1e9), opt.streamGBs);
  return text + tail;
}
