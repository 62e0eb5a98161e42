// loom::renumber: apply a permutation of one set to the whole mesh, so that a
// program's results are unchanged up to floating-point summation order:
//  - every dat on the set moves its element i to position p[i];
//  - every map from the set moves its row i to row p[i];
//  - every map to the set has each entry v replaced by p[v].
// The context's generation is bumped, so every cached plan is rebuilt.
#pragma once

#include "loom/core/context.h"
#include "loom/reorder/permutation.h"

namespace loom {

void renumber(Context &ctx, op_set set, const reorder::Permutation &p);
// On the process-wide context (the OP2 API's).
void renumber(op_set set, const reorder::Permutation &p);

} // namespace loom
