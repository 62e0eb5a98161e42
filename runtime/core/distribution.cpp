// The single-process Distribution and the seam's registry.
#include "loom/core/distribution.h"

#include "loom/core/arguments.h"
#include "loom/core/error.h"
#include "loom/core/host_sync.h"

namespace loom {

Distribution::~Distribution() = default;

void Distribution::partition(const char *, const char *, op_set, op_map,
                             op_dat) {
  // One process: the whole mesh is one part and the numbering is kept.
}

std::string Distribution::gatherDat(op_dat dat) const {
  syncHostCopy(dat);
  return std::string(dat->data,
                     static_cast<size_t>(dat->set->size) * dat->size);
}

std::vector<int> Distribution::gatherMap(op_map map) const {
  return std::vector<int>(
      map->map, map->map + static_cast<size_t>(map->from->size) * map->dim);
}

// This process's own rows: qualified calls, never a derived class's gather.
std::string Distribution::declaredSlice(op_dat dat) const {
  return Distribution::gatherDat(dat);
}

std::string Distribution::allGatherRows(op_dat dat, long long first,
                                        long long count) const {
  syncHostCopy(dat);
  return std::string(dat->data + static_cast<size_t>(first) * dat->size,
                     static_cast<size_t>(count) * dat->size);
}

namespace {
std::unique_ptr<Distribution> &installed() {
  static std::unique_ptr<Distribution> d = std::make_unique<Distribution>();
  return d;
}
} // namespace

Distribution &distribution() { return *installed(); }

void requireBeforePartition(const char *kind, const std::string &name) {
  if (distribution().partitioned())
    throw DeclarationError(
        std::string(kind) + " '" + name + "' declared " +
        (std::string(kind) == "dat" ? "with data " : "") +
        "after op_partition on several processes (declare every map and "
        "every dat with data before op_partition; temporaries may follow)");
}

void installDistribution(std::unique_ptr<Distribution> d) {
  installed() = std::move(d);
}

bool writesThroughMaps(const op_arg *args, int nargs) {
  for (int i = 0; i < nargs; ++i) {
    const op_arg &a = args[i];
    if (reachesThroughMap(a) && a.acc != OP_READ)
      return true;
  }
  return false;
}

int loopExecuteSize(op_set set, const op_arg *args, int nargs) {
  if (set->exec_size == 0 || !writesThroughMaps(args, nargs))
    return set->size;
  return set->size + set->exec_size;
}

} // namespace loom
