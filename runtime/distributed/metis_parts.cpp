#include "loom/distributed/metis_parts.h"

#include "loom/core/error.h"

#include <metis.h>

namespace loom::distributed {

std::vector<int> metisParts(const Graph &graph, int parts) {
  idx_t n = graph.vertices();
  std::vector<int> out(n, 0);
  if (parts <= 1 || n == 0)
    return out;
  if (parts > n)
    throw Error("METIS: " + std::to_string(parts) + " parts for " +
                std::to_string(n) + " elements");
  std::vector<idx_t> xadj(graph.offsets.begin(), graph.offsets.end());
  std::vector<idx_t> adjncy(graph.targets.begin(), graph.targets.end());
  idx_t ncon = 1, nparts = parts, cut = 0;
  idx_t options[METIS_NOPTIONS];
  METIS_SetDefaultOptions(options);
  options[METIS_OPTION_SEED] = 1;
  std::vector<idx_t> part(n);
  const int status = METIS_PartGraphKway(
      &n, &ncon, xadj.data(), adjncy.data(), nullptr, nullptr, nullptr, &nparts,
      nullptr, nullptr, options, &cut, part.data());
  if (status != METIS_OK)
    throw Error("METIS_PartGraphKway failed (status " + std::to_string(status) +
                ") for " + std::to_string(n) + " elements into " +
                std::to_string(parts) + " parts");
  for (idx_t v = 0; v < n; ++v)
    out[v] = static_cast<int>(part[v]);
  return out;
}

} // namespace loom::distributed
