#include "owner_form.h"

#include "loom/core/arguments.h"

#include <string>

namespace loom::openmp {

std::string ownerFormUnavailable(const op_arg *args, int nargs) {
  if (nargs > 32)
    return "it has " + std::to_string(nargs) + " arguments (at most 32)";
  bool increments = false;
  for (int k = 0; k < nargs; ++k) {
    const op_arg &a = args[k];
    const std::string which = "argument " + std::to_string(k);
    if (a.argtype == OP_ARG_DAT && !a.opt)
      continue; // an inactive optional argument
    if (a.argtype == OP_ARG_DAT && reachesThroughMap(a) && a.acc == OP_INC) {
      if (a.idx < 0)
        return which + " increments all slots of a map (a vector argument)";
      increments = true;
    } else if ((a.argtype == OP_ARG_DAT || a.argtype == OP_ARG_GBL) &&
               a.acc != OP_READ) {
      return which + " writes " +
             (a.argtype == OP_ARG_GBL ? "a global"
              : reachesThroughMap(a)  ? "through a map other than by OP_INC"
                                      : "its set's element directly");
    }
  }
  return increments ? "" : "it increments nothing through a map";
}

LoopPlan fromOwnerPlan(plan::OwnerPlan &&o, const op_arg *args, int nargs,
                       const plan::LoopAccess &access) {
  // The argument behind each LoopAccess entry (loopAccess() lists the active
  // dats reached through maps, in argument order), and behind each bit.
  std::vector<int> argOfAccess;
  for (int k = 0; k < nargs; ++k)
    if (reachesThroughMap(args[k]))
      argOfAccess.push_back(k);
  const std::vector<plan::WriteSlot> slots = plan::writeSlots(access);
  LoopPlan p;
  p.nblocks = o.nblocks;
  p.blockOffset = std::move(o.blockOffset);
  p.ncolours = 1;
  p.colourOffset = {0, o.nblocks};
  p.colourBlocks.resize(size_t(o.nblocks));
  for (int b = 0; b < o.nblocks; ++b)
    p.colourBlocks[size_t(b)] = b;
  p.elements = std::move(o.elements);
  p.ownedArgs.resize(o.owned.size());
  for (size_t at = 0; at < o.owned.size(); ++at) {
    std::uint32_t bits = 0;
    for (size_t j = 0; j < slots.size(); ++j)
      if (o.owned[at] >> j & 1)
        bits |= std::uint32_t(1) << argOfAccess[size_t(slots[j].access)];
    p.ownedArgs[at] = bits;
  }
  return p;
}

PlanSummary ownerSummary(const plan::OwnerPlan &o, int setSize) {
  PlanSummary s;
  s.runsPerElement = plan::redundancy(o, setSize);
  s.nblocks = o.nblocks;
  s.ncolours = o.nblocks > 0 ? 1 : 0;
  s.minPerColour = s.maxPerColour = o.nblocks;
  s.meanPerColour = o.nblocks;
  return s;
}

} // namespace loom::openmp
