// loom_get_original_ids: Loom's extension of OP2's API (OP2 has no such
// call). op_renumber (or an application's --reorder) renumbers every set it
// reaches; from then on dats, maps and op_fetch_data use the new numbering.
// This call gives, for each element i of a set in today's numbering, the
// index it had when the set was declared, so that results can be put back
// in the mesh file's order:
//
//   std::vector<int> ids(nnode);
//   loom_get_original_ids(nodes, ids.data());
//   op_fetch_data(p_u, u.data());
//   for (int i = 0; i < nnode; ++i)
//     u_in_file_order[ids[i]] = u[i];
//
// A set never renumbered gives 0, 1, ..., size - 1. A null or stale set, a
// null `ids` for a non-empty set, and a run on more than one MPI process
// (op_partition renumbers each process's part; op_renumber itself is
// single-process) end the program with one "loom: error:" line.
#pragma once

#include "loom/core/context.h"
#include "loom/core/op2_types.h"

#include <vector>

namespace loom::reorder {

// The same for a context of the C++ API; throws loom::Error.
std::vector<int> originalIds(Context &ctx, op_set set);

} // namespace loom::reorder

void loom_get_original_ids(op_set set, int *ids);
