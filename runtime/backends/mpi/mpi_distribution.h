// MpiDistribution: Loom on several MPI processes, OP2's owner-compute
// scheme. Each process declares its slice of every set; op_partition
// partitions one set (PT-Scotch, METIS or blocks), derives owners for the
// others, and gives each process its owned elements and halos
// (loom/distributed/rank_layout.h); loops then exchange stale halos before
// they read them and combine reductions over the processes after them.
// Private to runtime/backends/mpi.
#pragma once

#include "loom/core/distribution.h"
#include "loom/distributed/global_mesh.h"

#include <mpi.h>

#include <string>
#include <vector>

namespace loom::mpi {

// One neighbour's share of a set's halo: the local elements this process
// sends (owned) and receives (halo), in the order both sides agree on.
struct HaloPeer {
  int rank = 0;
  std::vector<int> send, receive;
};

struct SetState {
  std::vector<long long> sliceOffsets; // declared slice of each rank, + end
  long long globalSize = 0;
  std::vector<int> localToGlobal; // after op_partition
  std::vector<HaloPeer> peers;    // after op_partition
};

// A loop's halo exchange in flight: the messages' buffers and requests.
struct HaloExchange {
  struct Receive {
    op_dat dat;
    const HaloPeer *peer;
    std::string bytes;
  };
  std::vector<std::string> sends;
  std::vector<Receive> receives;
  std::vector<MPI_Request> requests;
  bool empty() const { return requests.empty(); }
};

// A global reduction's value before the loop (OP_INC: the loop sums into
// a zeroed buffer; the total over processes is added to it afterwards).
struct SavedGlobal {
  int arg = 0;
  std::string initial;
};

class MpiDistribution final : public Distribution {
public:
  void init(int argc, char **argv) override;
  void finalize() override;
  int rank() const override { return rank_; }
  int ranks() const override { return ranks_; }
  bool partitioned() const override { return partitioned_; }

  void setDeclared(op_set set) override;
  long long globalSize(op_set set) const override;
  long long sliceOffset(op_set set) const override;
  long long mapTargetLimit(op_set to) const override;

  void partition(const char *lib, const char *routine, op_set primeSet,
                 op_map primeMap, op_dat coords) override;

  bool beginLoop(const char *name, op_set set, op_arg *args,
                 int nargs) override;
  void waitHalos() override;
  void endLoop(const char *name, op_set set, op_arg *args, int nargs) override;

  std::string gatherDat(op_dat dat) const override;
  std::vector<int> gatherMap(op_map map) const override;
  void barrier() const override;
  void sumOverProcesses(double *values, int count) const override;
  std::string declaredSlice(op_dat dat) const override;
  std::string allGatherRows(op_dat dat, long long first,
                            long long count) const override;
  long long ownedOffset(op_set set) const override;

private:
  bool distributed() const { return ranks_ > 1; }
  SetState &state(op_set set);
  const SetState &state(op_set set) const;
  distributed::GlobalMesh gatherMesh() const; // mesh_gather.cpp
  // The owned rows of `set` (`bytes` each, from `rows`) on rank 0 in
  // declaration order (gather.cpp).
  std::string gatherRows(op_set set, const char *rows, int bytes) const;
  std::vector<int> choosePartsOf(const distributed::GlobalMesh &mesh,
                                 int partitioned, int primeMap,
                                 const std::string &lib,
                                 const std::string &routine) const;
  void migrate(const distributed::GlobalMesh &mesh,
               const distributed::Owners &owners); // migration.cpp
  void postHalos(const std::vector<op_dat> &dats); // halo_exchange.cpp
  void beginReductions(op_arg *args, int nargs);   // reductions.cpp
  void endReductions(const char *name, op_arg *args, int nargs);

  int rank_ = 0, ranks_ = 1;
  bool initialisedHere_ = false, partitioned_ = false;
  bool threadMultiple_ = false; // PT-Scotch needs it (partitioners.cpp)
  std::vector<SetState> sets_;
  std::vector<SavedGlobal> saved_;
  HaloExchange exchange_;
};

// Throws loom::Error naming `call` unless `status` is MPI_SUCCESS.
void check(int status, const char *call);

} // namespace loom::mpi
