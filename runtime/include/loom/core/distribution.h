// loom::Distribution: the seam between the runtime and distributed memory.
// The runtime asks it, at a few fixed points, how the mesh is spread over
// processes: at op_init/op_exit, when a set or map is declared, when
// op_partition is called, and around every loop (halo exchange before,
// reductions and dirty halos after). The default is one process holding the
// whole mesh; the MPI backend (runtime/backends/mpi) installs its own when a
// program is linked with it (the mpi_seq and mpi_openmp backends).
#pragma once

#include "loom/core/op2_types.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace loom {

class Distribution {
public:
  virtual ~Distribution();

  virtual void init(int /*argc*/, char ** /*argv*/) {}
  virtual void finalize() {}
  virtual int rank() const { return 0; }
  virtual int ranks() const { return 1; }
  // True after op_partition has given each rank its part (halos built).
  virtual bool partitioned() const { return false; }

  // Declarations: every rank declares its slice of each set (collective);
  // before op_partition, map entries are global indices into the
  // concatenation of the to-set's slices in rank order.
  virtual void setDeclared(op_set /*set*/) {}
  virtual long long globalSize(op_set set) const { return set->size; }
  // Global number of this process's first declared element of `set`.
  virtual long long sliceOffset(op_set /*set*/) const { return 0; }
  // The even share [first, second) of `n` elements that this process
  // declares when a program reads a whole mesh and keeps its slice.
  std::pair<long long, long long> evenSlice(long long n) const {
    return {n * rank() / ranks(), n * (rank() + 1) / ranks()};
  }
  virtual long long mapTargetLimit(op_set to) const { return to->size; }

  virtual void partition(const char *lib, const char *routine, op_set primeSet,
                         op_map primeMap, op_dat coords);

  // Around every loop. beginLoop starts bringing the halos the loop reads
  // up to date and says whether it left an exchange in flight; waitHalos
  // completes it (the loop's first set->core_size elements need no halo
  // data, so they may run before). endLoop combines global reductions over
  // the ranks and marks the halos of the dats the loop wrote as stale.
  virtual bool beginLoop(const char * /*name*/, op_set /*set*/,
                         op_arg * /*args*/, int /*nargs*/) {
    return false;
  }
  virtual void waitHalos() {}
  virtual void endLoop(const char * /*name*/, op_set /*set*/, op_arg * /*args*/,
                       int /*nargs*/) {}

  // The whole dat in declaration order, on rank 0 (elsewhere: empty), its
  // host copy first brought up to date from a device (syncHostCopy).
  // Collective. Single node: a copy of dat->data.
  virtual std::string gatherDat(op_dat dat) const;
  // The whole map in declaration order, each entry the declaration number
  // of its target, on rank 0 (elsewhere: empty). Collective. Single node:
  // a copy of map->map.
  virtual std::vector<int> gatherMap(op_map map) const;
  // This process's declared slice of the dat (the rows it passed to
  // op_decl_dat) in declaration order, as OP2's op_fetch_data gives it; the
  // host copy brought up to date first. Collective. Single node: the dat.
  virtual std::string declaredSlice(op_dat dat) const;
  // Rows [first, first + count) of the dat in declaration order, on every
  // process (OP2's op_fetch_data_idx): rank 0 gathers the dat and sends
  // only those rows. Collective. Single node: those rows of the dat.
  virtual std::string allGatherRows(op_dat dat, long long first,
                                    long long count) const;
  // Elements of `set` owned by the processes of lower rank (OP2's
  // op_get_global_set_offset). Collective. Single node: 0.
  virtual long long ownedOffset(op_set /*set*/) const { return 0; }
  // Returns once every process has called it (a file rank 0 wrote is then
  // there for all). Single node: returns at once.
  virtual void barrier() const {}
  // Each of values[0..count) replaced by its sum over the processes, on
  // every process (op_compute_moment). Collective. Single node: unchanged.
  virtual void sumOverProcesses(double * /*values*/, int /*count*/) const {}
};

// The process's distribution (single node unless one was installed).
Distribution &distribution();
// Installs `d` (the MPI backend does so before main).
void installDistribution(std::unique_ptr<Distribution> d);

// Throws DeclarationError when a `kind` ("map", or "dat" with data) named
// `name` is declared after op_partition on several processes: its rows
// would be read as the declared slice, but the set now holds its owned
// elements in another numbering.
void requireBeforePartition(const char *kind, const std::string &name);

// Whether an active argument of the loop writes through a map (OP_WRITE,
// OP_RW or OP_INC of a dat reached through a map).
bool writesThroughMaps(const op_arg *args, int nargs);
// Elements a loop over `set` runs: its own elements, plus its execute halo
// when an argument writes through a map (the halo elements' increments to
// owned data are computed redundantly instead of being sent back).
int loopExecuteSize(op_set set, const op_arg *args, int nargs);
// Elements of `set` held by this process: owned, execute and
// non-execute halo.
inline int localSize(op_set set) {
  return set->size + set->exec_size + set->nonexec_size;
}

} // namespace loom
