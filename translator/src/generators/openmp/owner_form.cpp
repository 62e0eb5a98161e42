#include "generators/openmp/owner_form.h"

namespace loom::translator::codegen::openmp {

namespace {

// The elements of an owner plan's block, in ascending order; increments to
// targets another block owns go to scratch.
constexpr std::string_view kOwnerBlock = R"cpp(
{{note}}
{{scratch}}
for (int k = block_begin; k < block_end; ++k) {
  const int n = order[k];
  const std::uint32_t keep = owned[k];
  {{element_locals}}
  {{kernel_call}}
}
)cpp";

bool isOwnerIncrement(const ArgModel &a) {
  return a.kind == ArgKind::Dat && a.mapKind == MapKind::Indirect &&
         a.access == Access::Inc;
}

} // namespace

bool hasOwnerForm(const LoopModel &loop) {
  if (loop.args.size() > 32)
    return false;
  bool increments = false;
  for (const ArgModel &a : loop.args) {
    if (isOwnerIncrement(a)) {
      if (a.dim < 1)
        return false;
      increments = true;
    } else if ((a.kind == ArgKind::Dat || a.kind == ArgKind::Gbl) &&
               a.access != Access::Read) {
      return false;
    }
  }
  return increments;
}

Layout ownerBlock(LoopLayout &layout, const HostKernelCall &call) {
  const LoopModel &loop = *layout.loop;
  std::vector<std::string> scratch;
  std::vector<std::string> args = call.callArgs;
  for (size_t k = 0; k < loop.args.size(); ++k) {
    const ArgModel &a = loop.args[k];
    if (!isOwnerIncrement(a))
      continue;
    const std::string row =
        layout.names.claim(layout.baseName(k) + "_scratch" + std::to_string(k));
    scratch.push_back(layout.elementType(k) + " " + row + "[" +
                      std::to_string(a.dim) + "];");
    const std::string own = elementPointer(
        layout.argLocal[k], layout.maps[a.mapIndex].slotLocal.at(a.idx), a, k);
    std::string pick =
        "(keep >> " + std::to_string(k) + " & 1) ? " + own + " : " + row;
    args[k] = a.optional ? "arg" + std::to_string(k) + ".opt ? (" + pick +
                               ") : nullptr"
                         : pick;
  }
  std::string scratchLines;
  for (const std::string &line : scratch)
    scratchLines += (scratchLines.empty() ? "" : "\n") + line;
  return fragment(
      kOwnerBlock,
      {{"note",
        comment("Owner-computes: this block runs every element that "
                "increments one of its targets, in ascending order, and keeps "
                "an element's increment through argument j only when bit j "
                "of owned[k] says the block owns its target; the others go "
                "to scratch.")},
       {"scratch", indented(scratchLines)},
       {"element_locals", lines(call.elementLocals)},
       {"kernel_call", wrapped(call.kernel + "(", args, ");")}});
}

} // namespace loom::translator::codegen::openmp
