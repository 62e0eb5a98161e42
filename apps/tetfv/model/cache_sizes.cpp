// Cache sizes from sysfs, else from sysconf.
#include "cache_sizes.h"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

namespace tetfv {

namespace {

std::string firstLine(const std::filesystem::path &file) {
  std::ifstream in(file);
  std::string line;
  std::getline(in, line);
  return line;
}

// "48K", "1024K", "32M" or a plain number of bytes; 0 when unreadable.
double parseSize(const std::string &text) {
  std::size_t used = 0;
  double value = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception &) {
    return 0;
  }
  const std::string unit = text.substr(used);
  if (unit == "K")
    value *= 1024;
  else if (unit == "M")
    value *= 1024 * 1024;
  else if (unit == "G")
    value *= 1024.0 * 1024 * 1024;
  else if (!unit.empty())
    return 0;
  return value;
}

std::vector<CacheLevel> fromSysfs(const std::string &root) {
  std::vector<CacheLevel> levels;
  std::error_code ec;
  for (const auto &entry : std::filesystem::directory_iterator(root, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("index", 0) != 0)
      continue;
    const std::string type = firstLine(entry.path() / "type");
    if (type != "Data" && type != "Unified")
      continue;
    const double bytes = parseSize(firstLine(entry.path() / "size"));
    double line = parseSize(firstLine(entry.path() / "coherency_line_size"));
    int level = 0;
    try {
      level = std::stoi(firstLine(entry.path() / "level"));
    } catch (const std::exception &) {
      continue;
    }
    if (bytes > 0)
      levels.push_back(
          {level, bytes, line > 0 ? line : 64,
           cpuListSize(firstLine(entry.path() / "shared_cpu_list"))});
  }
  return levels;
}

std::vector<CacheLevel> fromSysconf() {
  std::vector<CacheLevel> levels;
  const int names[3][2] = {{_SC_LEVEL1_DCACHE_SIZE, _SC_LEVEL1_DCACHE_LINESIZE},
                           {_SC_LEVEL2_CACHE_SIZE, _SC_LEVEL2_CACHE_LINESIZE},
                           {_SC_LEVEL3_CACHE_SIZE, _SC_LEVEL3_CACHE_LINESIZE}};
  for (int k = 0; k < 3; ++k) {
    const long bytes = sysconf(names[k][0]);
    const long line = sysconf(names[k][1]);
    if (bytes > 0)
      levels.push_back({k + 1, static_cast<double>(bytes),
                        line > 0 ? static_cast<double>(line) : 64.0});
  }
  return levels;
}

} // namespace

int cpuListSize(const std::string &list) {
  int count = 0;
  std::size_t at = 0;
  while (at < list.size()) {
    const std::size_t comma = std::min(list.find(',', at), list.size());
    const std::string range = list.substr(at, comma - at);
    const std::size_t dash = range.find('-');
    try {
      std::size_t used = 0;
      const int first = std::stoi(range, &used);
      int last = first;
      if (dash != std::string::npos) {
        if (used != dash)
          return 0;
        last = std::stoi(range.substr(dash + 1), &used);
        used += dash + 1;
      }
      if (used != range.size() || first < 0 || last < first)
        return 0;
      count += last - first + 1;
    } catch (const std::exception &) {
      return 0;
    }
    at = comma + 1;
  }
  return count;
}

std::vector<CacheLevel> readCacheLevels(const std::string &sysfsRoot) {
  std::vector<CacheLevel> levels = fromSysfs(sysfsRoot);
  if (levels.empty())
    levels = fromSysconf();
  std::sort(levels.begin(), levels.end(),
            [](const CacheLevel &a, const CacheLevel &b) {
              return a.level < b.level;
            });
  return levels;
}

} // namespace tetfv
