// A whole dat on rank 0 in declaration order (op_print_dat_to_txtfile,
// op_fetch_data_hdf5_file): each process sends its owned values with their
// global numbers.
#include "mpi_distribution.h"

#include <cstring>

namespace loom::mpi {

std::string MpiDistribution::gatherDat(op_dat dat) const {
  if (!distributed())
    return Distribution::gatherDat(dat);
  const SetState &st = state(dat->set);
  const int owned = dat->set->size;
  std::vector<int> gids(owned);
  for (int i = 0; i < owned; ++i)
    gids[i] = partitioned_ ? st.localToGlobal[i]
                           : static_cast<int>(st.sliceOffsets[rank_] + i);
  std::vector<int> counts(ranks_), displs(ranks_ + 1, 0);
  check(MPI_Gather(&owned, 1, MPI_INT, counts.data(), 1, MPI_INT, 0,
                   MPI_COMM_WORLD),
        "MPI_Gather (gather dat)");
  for (int r = 0; r < ranks_; ++r)
    displs[r + 1] = displs[r] + counts[r];
  std::vector<int> allGids(rank_ == 0 ? std::max(1, displs[ranks_]) : 1);
  check(MPI_Gatherv(gids.data(), owned, MPI_INT, allGids.data(), counts.data(),
                    displs.data(), MPI_INT, 0, MPI_COMM_WORLD),
        "MPI_Gatherv (gather dat)");
  const int bytes = dat->size;
  std::vector<int> byteCounts(ranks_), byteDispls(ranks_);
  for (int r = 0; r < ranks_; ++r) {
    byteCounts[r] = counts[r] * bytes;
    byteDispls[r] = displs[r] * bytes;
  }
  std::string values(rank_ == 0 ? std::max(1, displs[ranks_] * bytes) : 1,
                     '\0');
  check(MPI_Gatherv(dat->data, owned * bytes, MPI_BYTE, values.data(),
                    byteCounts.data(), byteDispls.data(), MPI_BYTE, 0,
                    MPI_COMM_WORLD),
        "MPI_Gatherv (gather dat)");
  if (rank_ != 0)
    return {};
  std::string out(static_cast<size_t>(st.globalSize) * bytes, '\0');
  for (int i = 0; i < displs[ranks_]; ++i)
    std::memcpy(&out[static_cast<size_t>(allGids[i]) * bytes],
                &values[static_cast<size_t>(i) * bytes], bytes);
  return out;
}

} // namespace loom::mpi
