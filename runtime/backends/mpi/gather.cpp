// Whole dats and maps in declaration order (op_print_dat_to_txtfile,
// op_fetch_data_hdf5_file, op_dump_to_hdf5 on rank 0; op_fetch_data_idx on
// every process) and each process's declared slice back (op_fetch_data):
// each process sends its owned rows with their global numbers to rank 0.
#include "mpi_distribution.h"
#include "row_type.h"

#include "loom/core/host_sync.h"

#include <algorithm>
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
  // Counted in rows: a dat of over 2 GiB keeps within MPI's int counts.
  const RowType row(bytes);
  std::string values(
      rank_ == 0 ? std::max<size_t>(1, static_cast<size_t>(displs[ranks_]) *
                                           static_cast<size_t>(bytes))
                 : 1,
      '\0');
  check(MPI_Gatherv(rows, owned, row, values.data(), counts.data(),
                    displs.data(), row, 0, MPI_COMM_WORLD),
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
  if (!out.empty()) // rank 0 only; memcpy wants non-null pointers
    std::memcpy(out.data(), rows.data(), out.size() * sizeof(int));
  return out;
}

std::string MpiDistribution::declaredSlice(op_dat dat) const {
  // Before op_partition each process owns its declared slice, in order.
  if (!partitioned_)
    return Distribution::declaredSlice(dat);
  const std::string whole = gatherDat(dat);
  const std::vector<long long> &slices = state(dat->set).sliceOffsets;
  std::vector<int> counts(ranks_), displs(ranks_);
  for (int r = 0; r < ranks_; ++r) {
    counts[r] = static_cast<int>(slices[r + 1] - slices[r]);
    displs[r] = static_cast<int>(slices[r]);
  }
  const RowType row(dat->size);
  std::string mine(static_cast<size_t>(counts[rank_]) * dat->size, '\0');
  check(MPI_Scatterv(whole.data(), counts.data(), displs.data(), row,
                     mine.data(), counts[rank_], row, 0, MPI_COMM_WORLD),
        "MPI_Scatterv (declared slice)");
  return mine;
}

std::string MpiDistribution::allGatherRows(op_dat dat, long long first,
                                           long long count) const {
  if (!distributed())
    return Distribution::allGatherRows(dat, first, count);
  // The whole dat on rank 0 only; the other processes hold just the rows.
  std::string rows = gatherDat(dat);
  if (rank_ == 0)
    rows.erase(0, static_cast<size_t>(first) * dat->size);
  rows.resize(static_cast<size_t>(count) * dat->size);
  const RowType row(dat->size);
  check(MPI_Bcast(rows.data(), static_cast<int>(count), row, 0, MPI_COMM_WORLD),
        "MPI_Bcast (dat rows)");
  return rows;
}

long long MpiDistribution::ownedOffset(op_set set) const {
  if (!distributed())
    return 0;
  long long mine = set->size, below = 0;
  check(MPI_Exscan(&mine, &below, 1, MPI_LONG_LONG, MPI_SUM, MPI_COMM_WORLD),
        "MPI_Exscan (set offset)");
  return rank_ == 0 ? 0 : below;
}

} // namespace loom::mpi
