// MpiDistribution's life cycle, declarations and loop hooks; installed
// before main in every program linked with loom::backends_mpi.
#include "mpi_distribution.h"

#include "loom/core/context.h"
#include "loom/core/error.h"

#include <cstdlib>

namespace loom::mpi {

void check(int status, const char *call) {
  if (status != MPI_SUCCESS) {
    char text[MPI_MAX_ERROR_STRING];
    int length = 0;
    MPI_Error_string(status, text, &length);
    throw Error(std::string(call) + " failed: " + std::string(text, length));
  }
}

namespace {

// A process that ends without op_exit after MPI_Init (a loom: error line,
// an exception, exit(1)) takes the others down with it instead of leaving
// them waiting in a collective call forever.
void abortUnlessFinalized() {
  int initialised = 0, finalised = 0;
  MPI_Initialized(&initialised);
  MPI_Finalized(&finalised);
  if (initialised && !finalised)
    MPI_Abort(MPI_COMM_WORLD, 1);
}

} // namespace

void MpiDistribution::init(int, char **) {
  int initialised = 0, finalised = 0;
  check(MPI_Finalized(&finalised), "MPI_Finalized");
  if (finalised)
    throw Error("op_init after op_exit: op_exit ended MPI, which cannot "
                "start again in this process");
  check(MPI_Initialized(&initialised), "MPI_Initialized");
  if (!initialised) {
    // Debian's PT-Scotch runs threads that call MPI (built with
    // SCOTCH_PTHREAD): it needs MPI_THREAD_MULTIPLE, and with less it
    // deadlocks now and then.
    int provided = MPI_THREAD_SINGLE; // checked below
    check(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_MULTIPLE, &provided),
          "MPI_Init_thread");
    initialisedHere_ = true;
    std::atexit(abortUnlessFinalized);
  }
  int level = MPI_THREAD_SINGLE;
  check(MPI_Query_thread(&level), "MPI_Query_thread");
  threadMultiple_ = level >= MPI_THREAD_MULTIPLE;
  check(MPI_Comm_rank(MPI_COMM_WORLD, &rank_), "MPI_Comm_rank");
  check(MPI_Comm_size(MPI_COMM_WORLD, &ranks_), "MPI_Comm_size");
}

void MpiDistribution::barrier() const {
  if (distributed())
    check(MPI_Barrier(MPI_COMM_WORLD), "MPI_Barrier");
}

void MpiDistribution::sumOverProcesses(double *values, int count) const {
  if (distributed())
    check(MPI_Allreduce(MPI_IN_PLACE, values, count, MPI_DOUBLE, MPI_SUM,
                        MPI_COMM_WORLD),
          "MPI_Allreduce (sum over processes)");
}

void MpiDistribution::finalize() {
  sets_.clear();
  saved_.clear();
  partitioned_ = false;
  // As OP2: op_exit ends MPI, also when the program started it.
  int initialised = 0, finalised = 0;
  MPI_Initialized(&initialised);
  MPI_Finalized(&finalised);
  if (initialised && !finalised)
    MPI_Finalize();
  initialisedHere_ = false;
}

SetState &MpiDistribution::state(op_set set) {
  if (set->index < 0 || set->index >= static_cast<int>(sets_.size()))
    throw Error(std::string("set '") + set->name +
                "' was declared before op_init");
  return sets_[set->index];
}

const SetState &MpiDistribution::state(op_set set) const {
  return const_cast<MpiDistribution *>(this)->state(set);
}

void MpiDistribution::setDeclared(op_set set) {
  int initialised = 0, finalised = 0;
  MPI_Initialized(&initialised);
  MPI_Finalized(&finalised);
  if (!initialised || finalised)
    throw Error(std::string("set '") + set->name + "' declared " +
                (finalised ? "after op_exit" : "before op_init") +
                " (MPI is not running then)");
  if (partitioned_ && distributed())
    throw Error(std::string("set '") + set->name +
                "' declared after op_partition on " + std::to_string(ranks_) +
                " processes (declare every set before op_partition)");
  if (static_cast<int>(sets_.size()) <= set->index)
    sets_.resize(set->index + 1);
  SetState &s = sets_[set->index];
  std::vector<int> sizes(ranks_);
  int mine = set->size;
  check(MPI_Allgather(&mine, 1, MPI_INT, sizes.data(), 1, MPI_INT,
                      MPI_COMM_WORLD),
        "MPI_Allgather (op_decl_set)");
  s.sliceOffsets.assign(ranks_ + 1, 0);
  for (int r = 0; r < ranks_; ++r)
    s.sliceOffsets[r + 1] = s.sliceOffsets[r] + sizes[r];
  s.globalSize = s.sliceOffsets[ranks_];
  if (s.globalSize > 0x7fffffffLL)
    throw Error(std::string("set '") + set->name +
                "': " + std::to_string(s.globalSize) +
                " elements over all processes overflow 32-bit indices");
}

long long MpiDistribution::globalSize(op_set set) const {
  return state(set).globalSize;
}

long long MpiDistribution::sliceOffset(op_set set) const {
  return state(set).sliceOffsets[rank_];
}

long long MpiDistribution::mapTargetLimit(op_set to) const {
  // Before op_partition, maps hold global indices; after it, local ones.
  return partitioned_ ? localSize(to) : state(to).globalSize;
}

bool MpiDistribution::beginLoop(const char *name, op_set set, op_arg *args,
                                int nargs) {
  if (!distributed())
    return false;
  const bool execHalo = loopExecuteSize(set, args, nargs) > set->size;
  std::vector<op_dat> stale;
  for (int i = 0; i < nargs; ++i) {
    const op_arg &a = args[i];
    if (!a.opt)
      continue;
    if (a.argtype == OP_ARG_IDX)
      throw Error(std::string("loop '") + name + "': op_arg_idx on " +
                  std::to_string(ranks_) +
                  " processes is not supported (local indices differ from "
                  "the declared ones)");
    if (a.argtype == OP_ARG_GBL && execHalo && a.acc != OP_READ &&
        a.acc != OP_WRITE)
      throw Error(std::string("loop '") + name +
                  "': a global reduction in a loop that writes through a "
                  "map is not supported on several processes (its execute "
                  "halo would count twice)");
    if (a.argtype != OP_ARG_DAT)
      continue;
    if (a.map && !partitioned_)
      throw Error(std::string("loop '") + name + "' reads dat '" + a.dat->name +
                  "' through map '" + a.map->name +
                  "' before op_partition on " + std::to_string(ranks_) +
                  " processes (maps hold global indices until then)");
    const bool reads = a.acc == OP_READ || a.acc == OP_RW;
    if (partitioned_ && reads && (a.map || execHalo) && a.dat->dirtybit) {
      bool listed = false;
      for (op_dat d : stale)
        listed = listed || d == a.dat;
      if (!listed)
        stale.push_back(a.dat);
    }
  }
  postHalos(stale);
  for (op_dat d : stale)
    d->dirtybit = 0;
  beginReductions(args, nargs);
  return !exchange_.empty();
}

void MpiDistribution::endLoop(const char *name, op_set, op_arg *args,
                              int nargs) {
  if (!distributed())
    return;
  endReductions(name, args, nargs);
  for (int i = 0; i < nargs; ++i)
    if (args[i].opt && args[i].argtype == OP_ARG_DAT && args[i].acc != OP_READ)
      args[i].dat->dirtybit = 1;
}

namespace {
// Installed before main: linking loom::backends_mpi is what makes a
// program distributed.
[[maybe_unused]] const bool kInstalled = [] {
  installDistribution(std::make_unique<MpiDistribution>());
  return true;
}();
} // namespace

} // namespace loom::mpi
