// The whole mesh's connectivity on every process, for op_partition: each
// map's slices gathered in rank order (they hold global indices already).
// This costs every process the size of all maps while partitioning (25 MB
// for the 720K-cell Airfoil); the dats are never gathered.
#include "mpi_distribution.h"
#include "row_type.h"

#include "loom/core/context.h"

namespace loom::mpi {

distributed::GlobalMesh MpiDistribution::gatherMesh() const {
  Context &ctx = context();
  distributed::GlobalMesh mesh;
  for (op_set s : ctx.sets()) {
    mesh.setNames.push_back(s->name);
    mesh.setSizes.push_back(static_cast<int>(state(s).globalSize));
  }
  for (op_map m : ctx.maps()) {
    distributed::GlobalMap g;
    g.name = m->name;
    g.from = m->from->index;
    g.to = m->to->index;
    g.dim = m->dim;
    const SetState &from = state(m->from);
    // Counted in rows of dim entries, which keep within MPI's int counts.
    std::vector<int> counts(ranks_), displs(ranks_);
    for (int r = 0; r < ranks_; ++r) {
      counts[r] =
          static_cast<int>(from.sliceOffsets[r + 1] - from.sliceOffsets[r]);
      displs[r] = static_cast<int>(from.sliceOffsets[r]);
    }
    g.entries.resize(static_cast<size_t>(from.globalSize) * m->dim);
    const RowType row(static_cast<int>(m->dim * sizeof(int)));
    check(MPI_Allgatherv(m->map, counts[rank_], row, g.entries.data(),
                         counts.data(), displs.data(), row, MPI_COMM_WORLD),
          "MPI_Allgatherv (op_partition: map entries)");
    mesh.maps.push_back(std::move(g));
  }
  return mesh;
}

} // namespace loom::mpi
