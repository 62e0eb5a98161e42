#include "loom/hdf5/context_dump.h"

#include "loom/hdf5/atomic_output.h"
#include "loom/hdf5/h5_file.h"
#include "loom/hdf5/op2_layout.h"

namespace loom::hdf5 {

void dumpContext(const Context &context, const std::string &path) {
  AtomicOutput output(path, /*keepExisting=*/false);
  File file(output.temporaryPath(), File::Mode::Create, output.target());
  for (op_set set : context.sets())
    writeSet(file, set->name, set->size);
  for (op_map map : context.maps())
    writeMap(file, map->name, map->from->size, map->dim, map->map);
  for (op_dat dat : context.dats())
    writeDat(file, dat->name, dat->set->size, dat->dim, dat->type, dat->data);
  file.close();
  output.commit();
}

} // namespace loom::hdf5
