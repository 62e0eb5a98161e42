// The memory paths of the bandwidth model on this machine.
#include "model_paths.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <stdexcept>

namespace tetfv {

namespace {

// "L2" (built by appending: GCC 12 warns falsely on "L" + std::string).
std::string levelName(int level) {
  std::string name = "L";
  name += std::to_string(level);
  return name;
}

} // namespace

std::vector<LevelBandwidth> parseLevelBandwidths(const std::string &text,
                                                 const std::string &what) {
  std::vector<LevelBandwidth> out;
  std::stringstream in(text);
  std::string entry;
  while (std::getline(in, entry, ',')) {
    const auto bad = [&](const std::string &why) {
      return std::invalid_argument(what + ": '" + entry + "' " + why);
    };
    const size_t eq = entry.find('=');
    if (entry.size() < 4 || entry[0] != 'L' || eq == std::string::npos)
      throw bad("is not LEVEL=GB/s (e.g. L2=60)");
    char *end = nullptr;
    const long level = std::strtol(entry.c_str() + 1, &end, 10);
    if (end != entry.c_str() + eq || level < 1 || level > 9)
      throw bad("does not name a cache level L1..L9");
    const double gbs = std::strtod(entry.c_str() + eq + 1, &end);
    if (end == entry.c_str() + eq + 1 || *end != '\0' || !(gbs > 0) ||
        gbs > 1e6)
      throw bad("does not give a bandwidth in (0, 1e6] GB/s");
    for (const LevelBandwidth &seen : out)
      if (seen.level == level)
        throw bad("repeats level " + levelName(static_cast<int>(level)));
    out.push_back({static_cast<int>(level), gbs});
  }
  return out;
}

std::vector<ModelPath> modelPaths(const std::vector<CacheLevel> &caches,
                                  const std::vector<LevelBandwidth> &measured,
                                  double streamGBs) {
  if (caches.empty())
    throw std::invalid_argument("bandwidth model: this machine reports no "
                                "cache sizes (sysfs or sysconf)");
  if (!(streamGBs > 0))
    throw std::invalid_argument("bandwidth model: STREAM bandwidth " +
                                std::to_string(streamGBs) +
                                " GB/s must be positive");
  const CacheLevel &last = caches.back();
  std::vector<ModelPath> paths;
  for (const LevelBandwidth &m : measured) {
    size_t k = 0;
    while (k < caches.size() && caches[k].level != m.level)
      ++k;
    const std::string name = levelName(m.level);
    if (k == caches.size())
      throw std::invalid_argument("--cache-gbs: " + name +
                                  " is not a cache level of this machine");
    if (k + 1 == caches.size())
      throw std::invalid_argument(
          "--cache-gbs: " + name +
          " is the last cache level; its refill path is memory (--stream-gbs)");
    const CacheLevel &behind = caches[k + 1];
    paths.push_back({levelName(behind.level) + "->" + name,
                     m.level,
                     {caches[k].bytes, behind.lineBytes, m.gbs * 1e9}});
  }
  std::sort(
      paths.begin(), paths.end(),
      [](const ModelPath &a, const ModelPath &b) { return a.level < b.level; });
  paths.push_back({"memory->" + levelName(last.level),
                   last.level,
                   {last.bytes, last.lineBytes, streamGBs * 1e9}});
  return paths;
}

} // namespace tetfv
