#include "loom/plan/loop_access.h"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>

namespace loom::plan {

const char *toString(Strategy s) {
  switch (s) {
  case Strategy::Global:
    return "global";
  case Strategy::Block:
    return "block";
  case Strategy::Hierarchical:
    return "hierarchical";
  case Strategy::Owner:
    return "owner";
  }
  return "?";
}

const char *toString(StagingMode m) {
  return m == StagingMode::All ? "all" : "written";
}

void checkLoopAccess(const LoopAccess &loop) {
  auto fail = [](const std::string &what) {
    throw std::invalid_argument("loom::plan: " + what);
  };
  if (loop.setSize < 0)
    fail("negative setSize " + std::to_string(loop.setSize));
  std::map<int, std::pair<int, int>> datShape; // datId -> (toSize, elemBytes)
  std::set<std::tuple<const int *, int, int>> checkedMaps;
  for (size_t a = 0; a < loop.accesses.size(); ++a) {
    const IndirectAccess &acc = loop.accesses[a];
    const std::string name = "access " + std::to_string(a) + " (dat " +
                             std::to_string(acc.datId) + ", map " +
                             std::to_string(acc.mapId) + ")";
    if (acc.dim < 1)
      fail(name + ": dim " + std::to_string(acc.dim) + " < 1");
    if (acc.toSize < 0)
      fail(name + ": negative toSize " + std::to_string(acc.toSize));
    if (acc.idx < -1 || acc.idx >= acc.dim)
      fail(name + ": idx " + std::to_string(acc.idx) + " outside [-1, " +
           std::to_string(acc.dim) + ")");
    if (acc.elemBytes < 0)
      fail(name + ": negative elemBytes");
    if (loop.setSize > 0 && acc.map == nullptr)
      fail(name + ": null map");
    auto [it, inserted] =
        datShape.try_emplace(acc.datId, acc.toSize, acc.elemBytes);
    if (!inserted && it->second != std::make_pair(acc.toSize, acc.elemBytes))
      fail(name + ": toSize/elemBytes differ from an earlier access of dat " +
           std::to_string(acc.datId));
    // A map shared by several accesses is checked once: first its range
    // with a loop the compiler vectorises, then, only when that fails, the
    // entry to name.
    if (!checkedMaps.insert({acc.map, acc.dim, acc.toSize}).second)
      continue;
    const size_t n = size_t(loop.setSize) * size_t(acc.dim);
    int lo = 0, hi = 0;
    for (size_t i = 0; i < n; ++i) {
      lo = std::min(lo, acc.map[i]);
      hi = std::max(hi, acc.map[i]);
    }
    if (n == 0 || (lo >= 0 && hi < acc.toSize))
      continue;
    for (size_t i = 0; i < n; ++i) {
      const int v = acc.map[i];
      if (v < 0 || v >= acc.toSize)
        fail(name + ": element " + std::to_string(i / size_t(acc.dim)) +
             " slot " + std::to_string(i % size_t(acc.dim)) + " maps to " +
             std::to_string(v) + ", outside [0, " + std::to_string(acc.toSize) +
             ")");
    }
  }
  for (size_t d = 0; d < loop.directElemBytes.size(); ++d)
    if (loop.directElemBytes[d] < 0)
      fail("negative directElemBytes[" + std::to_string(d) + "]");
}

} // namespace loom::plan
