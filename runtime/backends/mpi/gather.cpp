// Whole dats and maps on rank 0 in declaration order (op_print_dat_to_txtfile,
// op_fetch_data_hdf5_file, op_dump_to_hdf5): each process sends its owned
// rows with their global numbers.
#include "mpi_distribution.h"

#include "loom/core/host_sync.h"

#include <cstring>

namespace loom::mpi {

std::string MpiDistribution::gatherRows(op_set set, const char *rows,
                                        int bytes) const {
  const SetState &st = state(set);
  const int owned = set->size;
  std::vector<int> gids(owned);
  for (int i = 0; i < owned; ++i)
    gids[i] = partitioned_ ? st.localToGlobal[i]
                           : static_cast<int>(st.sliceOffsets[rank_] + i);
  std::vector<int> counts(ranks_), displs(ranks_ + 1, 0);
  check(MPI_Gather(&owned, 1, MPI_INT, counts.data(), 1, MPI_INT, 0,
                   MPI_COMM_WORLD),
        "MPI_Gather (gather rows)");
  for (int r = 0; r < ranks_; ++r)
    displs[r + 1] = displs[r] + counts[r];
  std::vector<int> allGids(rank_ == 0 ? std::max(1, displs[ranks_]) : 1);
  check(MPI_Gatherv(gids.data(), owned, MPI_INT, allGids.data(), counts.data(),
                    displs.data(), MPI_INT, 0, MPI_COMM_WORLD),
        "MPI_Gatherv (gather rows)");
  std::vector<int> byteCounts(ranks_), byteDispls(ranks_);
  for (int r = 0; r < ranks_; ++r) {
    byteCounts[r] = counts[r] * bytes;
    byteDispls[r] = displs[r] * bytes;
  }
  std::string values(rank_ == 0 ? std::max(1, displs[ranks_] * bytes) : 1,
                     '\0');
  check(MPI_Gatherv(rows, owned * bytes, MPI_BYTE, values.data(),
                    byteCounts.data(), byteDispls.data(), MPI_BYTE, 0,
                    MPI_COMM_WORLD),
        "MPI_Gatherv (gather rows)");
  if (rank_ != 0)
    return {};
  std::string out(static_cast<size_t>(st.globalSize) * bytes, '\0');
  for (int i = 0; i < displs[ranks_]; ++i)
    std::memcpy(&out[static_cast<size_t>(allGids[i]) * bytes],
                &values[static_cast<size_t>(i) * bytes], bytes);
  return out;
}

std::string MpiDistribution::gatherDat(op_dat dat) const {
  if (!distributed())
    return Distribution::gatherDat(dat);
  syncHostCopy(dat);
  return gatherRows(dat->set, dat->data, dat->size);
}

std::vector<int> MpiDistribution::gatherMap(op_map map) const {
  if (!distributed())
    return Distribution::gatherMap(map);
  // Before op_partition the entries already are declaration numbers; after
  // it they are local, the halo's included, and localToGlobal has them all.
  const size_t n = static_cast<size_t>(map->from->size) * map->dim;
  std::vector<int> global(map->map, map->map + n);
  if (partitioned_) {
    const std::vector<int> &toGlobal = state(map->to).localToGlobal;
    for (int &e : global)
      e = toGlobal[static_cast<size_t>(e)];
  }
  const std::string rows =
      gatherRows(map->from, reinterpret_cast<const char *>(global.data()),
                 static_cast<int>(map->dim * sizeof(int)));
  std::vector<int> out(rows.size() / sizeof(int));
  std::memcpy(out.data(), rows.data(), out.size() * sizeof(int));
  return out;
}

} // namespace loom::mpi
