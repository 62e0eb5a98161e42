#include "loom/core/loop_plan_inputs.h"

#include "loom/core/arguments.h"
#include "loom/core/distribution.h"

namespace loom {

plan::LoopAccess loopAccess(op_set set, const op_arg *args, int nargs) {
  plan::LoopAccess access;
  access.setSize = loopExecuteSize(set, args, nargs);
  for (int i = 0; i < nargs; ++i) {
    const op_arg &a = args[i];
    if (!reachesThroughMap(a))
      continue;
    plan::IndirectAccess ia{};
    ia.map = a.map->map;
    ia.dim = a.map->dim;
    ia.toSize = localSize(a.map->to);
    ia.idx = a.idx >= 0 ? a.idx : -1;
    ia.writes = a.acc != OP_READ;
    ia.elemBytes = a.dat->size;
    ia.datId = a.dat->index;
    ia.mapId = a.map->index;
    access.accesses.push_back(ia);
  }
  return access;
}

void planSignature(op_set set, const op_arg *args, int nargs, int blockSize,
                   std::vector<int> &out) {
  out.clear();
  out.push_back(set->index);
  out.push_back(blockSize);
  for (int i = 0; i < nargs; ++i) {
    const op_arg &a = args[i];
    if (!reachesThroughMap(a)) {
      out.insert(out.end(), {-1, -1, -1, -1});
      continue;
    }
    out.insert(out.end(),
               {a.dat->index, a.map->index, a.idx, static_cast<int>(a.acc)});
  }
}

} // namespace loom
