// OP2's op_renumber(base). OP2 renumbers only when built with PT-Scotch: it
// orders base->to through `base` with Scotch's Gibbs-Poole-Stockmeyer
// strategy "g" and sorts the other sets by the first point each element
// reaches; otherwise it prints a note and keeps the numbering. Loom always
// renumbers, single node: the method is LOOM_REORDER (default rcm; "gps" is
// OP2's; see loom/reorder/reorder_mesh.h and docs/reordering.md), partition
// blocks are LOOM_PART_SIZE elements, and LOOM_ORDERING_CACHE reuses saved
// orderings. Dats the program reads back (op_fetch_data) come in the new
// numbering.
#include "loom/core/context.h"
#include "loom/core/distribution.h"
#include "loom/core/error.h"
#include "loom/reorder/reorder_mesh.h"
#include "op_lib_core.h"

void op_renumber(op_map base) {
  if (!base)
    loom::fatal("op_renumber: null map");
  if (loom::distribution().ranks() > 1)
    loom::fatal("op_renumber(" + std::string(base->name) + ") on " +
                std::to_string(loom::distribution().ranks()) +
                " processes is not supported (renumber on one process, save "
                "the mesh, and partition that)");
  loom::Context &ctx = loom::context();
  const loom::RuntimeOptions &opt = ctx.options();
  loom::reorder::ReorderOptions options;
  options.blockSize = opt.partSize;
  options.cacheDir = opt.orderingCache;
  options.verbose = opt.diagnostics > 2;
  loom::orExit([&] {
    loom::reorder::reorderMesh(
        ctx, base,
        loom::reorder::parseMethod(opt.reorder.empty() ? "rcm" : opt.reorder,
                                   "LOOM_REORDER"),
        options);
  });
}
