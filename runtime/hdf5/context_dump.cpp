#include "loom/hdf5/context_dump.h"

#include "loom/core/distribution.h"
#include "loom/hdf5/atomic_output.h"
#include "loom/hdf5/h5_file.h"
#include "loom/hdf5/op2_layout.h"

#include <optional>

namespace loom::hdf5 {

void dumpContext(const Context &context, const std::string &path) {
  // Under MPI every process takes part in the gathers and rank 0 writes the
  // whole mesh in declaration order, as one process would.
  const Distribution &d = distribution();
  const bool writer = d.rank() == 0;
  std::optional<AtomicOutput> output;
  std::optional<File> file;
  if (writer) {
    output.emplace(path, /*keepExisting=*/false);
    file.emplace(output->temporaryPath(), File::Mode::Create, output->target());
  }
  const auto size = [&](op_set set) {
    return static_cast<int>(d.globalSize(set));
  };
  for (op_set set : context.sets())
    if (writer)
      writeSet(*file, set->name, size(set));
  for (op_map map : context.maps()) {
    const std::vector<int> entries = d.gatherMap(map);
    if (writer)
      writeMap(*file, map->name, size(map->from), map->dim, entries.data());
  }
  for (op_dat dat : context.dats()) {
    const std::string values = d.gatherDat(dat);
    if (writer)
      writeDat(*file, dat->name, size(dat->set), dat->dim, dat->type,
               values.data());
  }
  if (writer) {
    file->close();
    output->commit();
  }
  d.barrier();
}

} // namespace loom::hdf5
