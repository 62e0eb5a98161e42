// loom::cuda::uncolouredPlan(): one colour, elements in order.
#include "loom/backend/cuda/colour_plan.h"

#include <map>

namespace loom::cuda {

const ColourPlan &uncolouredPlan(op_set set) {
  static std::map<int, ColourPlan> plans; // by set size
  static const ColourPlan *last = nullptr;
  if (last && last->colourOffset[1] == set->size)
    return *last;
  ColourPlan &p = plans[set->size];
  if (p.colourOffset.empty()) {
    p.ncolours = 1;
    p.colourOffset = {0, set->size};
  }
  last = &p;
  return p;
}

} // namespace loom::cuda
