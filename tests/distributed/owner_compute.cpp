#include "owner_compute.h"

#include "loom/core/error.h"

namespace loom_test {

namespace dist = loom::distributed;

namespace {

std::string where(const dist::GlobalMap &m, const dist::RankLayout &l) {
  return "map '" + m.name + "' on process " + std::to_string(l.rank) + ": ";
}

} // namespace

std::string simulateOwnerCompute(const dist::GlobalMesh &mesh,
                                 const std::vector<dist::RankLayout> &layouts) {
  for (size_t mi = 0; mi < mesh.maps.size(); ++mi) {
    const dist::GlobalMap &m = mesh.maps[mi];
    // Serial run: increments each element of the to-set receives.
    std::vector<int> serial(mesh.setSizes[m.to], 0);
    for (int t : m.entries)
      ++serial[t];
    for (const dist::RankLayout &l : layouts) {
      const dist::SetLayout &from = l.sets[m.from], &to = l.sets[m.to];
      const std::vector<int> fromGlobal = from.localToGlobal();
      const std::vector<int> toGlobal = to.localToGlobal();
      std::vector<int> local;
      try {
        local = dist::localMapEntries(mesh, l, static_cast<int>(mi));
      } catch (const loom::Error &e) {
        return where(m, l) + e.what();
      }
      const size_t executed = from.owned.size() + from.exec.size();
      if (local.size() != executed * m.dim)
        return where(m, l) + std::to_string(local.size()) + " local entries";
      std::vector<int> counter(toGlobal.size(), 0);
      for (size_t r = 0; r < executed; ++r)
        for (int i = 0; i < m.dim; ++i) {
          const int t = local[r * m.dim + i];
          if (t < 0 || t >= static_cast<int>(toGlobal.size()))
            return where(m, l) + "local entry " + std::to_string(t) +
                   " outside the held elements";
          const int global =
              m.entries[static_cast<size_t>(fromGlobal[r]) * m.dim + i];
          if (toGlobal[t] != global)
            return where(m, l) + "element " + std::to_string(fromGlobal[r]) +
                   " reaches " + std::to_string(toGlobal[t]) + " locally, " +
                   std::to_string(global) + " globally";
          ++counter[t];
        }
      for (size_t k = 0; k < to.owned.size(); ++k)
        if (counter[k] != serial[to.owned[k]])
          return where(m, l) + "owned element " + std::to_string(to.owned[k]) +
                 " of set '" + mesh.setNames[m.to] + "' got " +
                 std::to_string(counter[k]) + " increments, " +
                 std::to_string(serial[to.owned[k]]) + " in the serial run";
    }
  }
  return "";
}

} // namespace loom_test
