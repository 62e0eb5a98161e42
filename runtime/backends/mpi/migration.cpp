// op_partition on several processes: the parts, the owners of every set,
// then each process's owned elements and halos (rank_layout.h), its local
// maps, its dats' values fetched from the processes that declared them,
// and the halo exchange lists agreed with each neighbour.
#include "mpi_distribution.h"
#include "row_type.h"

#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/distributed/ownership.h"
#include "loom/distributed/rank_layout.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace loom::mpi {

namespace {

// Sends each process the integers it asks this one for: `wanted[r]` goes to
// process r; what process r asked for comes back in the result's slot r.
std::vector<std::vector<int>>
exchangeLists(const std::vector<std::vector<int>> &wanted, int ranks) {
  std::vector<int> sendCounts(ranks), recvCounts(ranks);
  for (int r = 0; r < ranks; ++r)
    sendCounts[r] = static_cast<int>(wanted[r].size());
  check(MPI_Alltoall(sendCounts.data(), 1, MPI_INT, recvCounts.data(), 1,
                     MPI_INT, MPI_COMM_WORLD),
        "MPI_Alltoall (op_partition)");
  std::vector<int> sendDispl(ranks + 1, 0), recvDispl(ranks + 1, 0);
  for (int r = 0; r < ranks; ++r) {
    sendDispl[r + 1] = sendDispl[r] + sendCounts[r];
    recvDispl[r + 1] = recvDispl[r] + recvCounts[r];
  }
  std::vector<int> send(std::max(1, sendDispl[ranks])),
      recv(std::max(1, recvDispl[ranks]));
  for (int r = 0; r < ranks; ++r)
    std::copy(wanted[r].begin(), wanted[r].end(), send.begin() + sendDispl[r]);
  check(MPI_Alltoallv(send.data(), sendCounts.data(), sendDispl.data(), MPI_INT,
                      recv.data(), recvCounts.data(), recvDispl.data(), MPI_INT,
                      MPI_COMM_WORLD),
        "MPI_Alltoallv (op_partition)");
  std::vector<std::vector<int>> asked(ranks);
  for (int r = 0; r < ranks; ++r)
    asked[r].assign(recv.begin() + recvDispl[r],
                    recv.begin() + recvDispl[r + 1]);
  return asked;
}

// The values of the elements `gids` (global numbers, in this order) of a
// dat whose values lie with the processes that declared them
// (slice offsets), elementBytes each.
class SliceFetch {
public:
  SliceFetch(const SetState &s, const std::vector<int> &gids, int ranks)
      : ranks_(ranks), slices_(s.sliceOffsets), wanted_(ranks) {
    for (int g : gids) {
      const int holder =
          static_cast<int>(std::upper_bound(slices_.begin(), slices_.end(), g) -
                           slices_.begin() - 1);
      wanted_[holder].push_back(g);
      origin_.push_back(holder);
    }
    asked_ = exchangeLists(wanted_, ranks);
  }

  std::string fetch(const char *data, int elementBytes, int rank) const {
    // Counted in elements: values of over 2 GiB keep within MPI's int counts.
    std::vector<int> sendCounts(ranks_), recvCounts(ranks_),
        sendDispl(ranks_ + 1, 0), recvDispl(ranks_ + 1, 0);
    for (int r = 0; r < ranks_; ++r) {
      sendCounts[r] = static_cast<int>(asked_[r].size());
      recvCounts[r] = static_cast<int>(wanted_[r].size());
      sendDispl[r + 1] = sendDispl[r] + sendCounts[r];
      recvDispl[r + 1] = recvDispl[r] + recvCounts[r];
    }
    const size_t bytes = static_cast<size_t>(elementBytes);
    std::string send(std::max<size_t>(1, sendDispl[ranks_] * bytes), '\0'),
        recv(std::max<size_t>(1, recvDispl[ranks_] * bytes), '\0');
    for (int r = 0; r < ranks_; ++r)
      for (size_t i = 0; i < asked_[r].size(); ++i)
        std::memcpy(&send[(sendDispl[r] + i) * bytes],
                    data + (asked_[r][i] - slices_[rank]) *
                               static_cast<long long>(elementBytes),
                    bytes);
    const RowType row(elementBytes);
    check(MPI_Alltoallv(send.data(), sendCounts.data(), sendDispl.data(), row,
                        recv.data(), recvCounts.data(), recvDispl.data(), row,
                        MPI_COMM_WORLD),
          "MPI_Alltoallv (op_partition: dat values)");
    // Back into the order of `gids`.
    std::string out(origin_.size() * bytes, '\0');
    std::vector<int> next(ranks_, 0);
    for (size_t i = 0; i < origin_.size(); ++i) {
      const int r = origin_[i];
      std::memcpy(&out[i * bytes], &recv[(recvDispl[r] + next[r]++) * bytes],
                  bytes);
    }
    return out;
  }

private:
  int ranks_;
  std::vector<long long> slices_;
  std::vector<std::vector<int>> wanted_, asked_;
  std::vector<int> origin_;
};

} // namespace

void MpiDistribution::partition(const char *lib, const char *routine,
                                op_set primeSet, op_map primeMap,
                                op_dat /*coords*/) {
  if (!distributed() || partitioned_)
    return;
  if (!primeSet && !primeMap)
    throw Error("op_partition: neither a set nor a map to partition");
  Context &ctx = context();
  const double start = MPI_Wtime();
  const distributed::GlobalMesh mesh = gatherMesh();
  const int partitionedSet = primeMap ? primeMap->to->index : primeSet->index;
  std::vector<int> parts =
      choosePartsOf(mesh, partitionedSet, primeMap ? primeMap->index : -1,
                    lib ? lib : "", routine ? routine : "");
  const distributed::Owners owners =
      distributed::deriveOwners(mesh, partitionedSet, std::move(parts), ranks_);
  migrate(mesh, owners);
  partitioned_ = true;
  ctx.touch();
  if (rank_ == 0 && ctx.options().diagnostics > 0)
    std::printf(
        "op_partition: set '%s' into %d parts, halos built and data "
        "moved in %.3f s (%s)\n",
        mesh.setNames[partitionedSet].c_str(), ranks_, MPI_Wtime() - start,
        ctx.options().partitioner.empty() ? (lib ? lib : "")
                                          : ctx.options().partitioner.c_str());
}

void MpiDistribution::migrate(const distributed::GlobalMesh &mesh,
                              const distributed::Owners &owners) {
  Context &ctx = context();
  const distributed::RankLayout layout =
      distributed::buildRankLayout(mesh, owners, rank_);
  // Dat values first, while the declared slices are still in place.
  std::vector<op_dat> dats = ctx.dats();
  std::vector<std::string> values(dats.size());
  for (op_set s : ctx.sets()) {
    const distributed::SetLayout &sl = layout.sets[s->index];
    SetState &st = state(s);
    st.localToGlobal = sl.localToGlobal();
    const SliceFetch fetch(st, st.localToGlobal, ranks_);
    for (size_t d = 0; d < dats.size(); ++d)
      if (dats[d]->set == s)
        values[d] = fetch.fetch(dats[d]->data, dats[d]->size, rank_);
  }
  // Local maps (they need the new sizes of no set: rows follow the layout).
  for (op_map m : ctx.maps())
    ctx.replaceMapEntries(m,
                          distributed::localMapEntries(mesh, layout, m->index));
  for (op_set s : ctx.sets()) {
    const distributed::SetLayout &sl = layout.sets[s->index];
    s->size = static_cast<int>(sl.owned.size());
    s->core_size = sl.core;
    s->exec_size = static_cast<int>(sl.exec.size());
    s->nonexec_size = static_cast<int>(sl.nonexec.size());
  }
  for (size_t d = 0; d < dats.size(); ++d) {
    char *data = ctx.replaceDatData(dats[d]);
    std::memcpy(data, values[d].data(), values[d].size());
    dats[d]->dirtybit = 0; // halos hold current values
  }
  // Halo lists: the halo elements owned by each neighbour, asked of it by
  // global number; it answers with where they are in its local numbering.
  for (op_set s : ctx.sets()) {
    SetState &st = state(s);
    const std::vector<int> &owner = owners[s->index];
    std::vector<std::vector<int>> wanted(ranks_), receive(ranks_);
    for (int i = s->size; i < localSize(s); ++i) {
      const int g = st.localToGlobal[i];
      wanted[owner[g]].push_back(g);
      receive[owner[g]].push_back(i);
    }
    const std::vector<std::vector<int>> asked = exchangeLists(wanted, ranks_);
    std::vector<int> localOf(mesh.setSizes[s->index], -1);
    for (int i = 0; i < s->size; ++i)
      localOf[st.localToGlobal[i]] = i;
    st.peers.clear();
    for (int r = 0; r < ranks_; ++r) {
      if (asked[r].empty() && receive[r].empty())
        continue;
      HaloPeer peer;
      peer.rank = r;
      peer.receive = std::move(receive[r]);
      for (int g : asked[r]) {
        if (localOf[g] < 0)
          throw Error(std::string("op_partition: process ") +
                      std::to_string(r) + " asked for element " +
                      std::to_string(g) + " of set '" + s->name +
                      "', which process " + std::to_string(rank_) +
                      " does not own");
        peer.send.push_back(localOf[g]);
      }
      st.peers.push_back(std::move(peer));
    }
  }
}

} // namespace loom::mpi
