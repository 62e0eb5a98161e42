#include "generators/openmp/prefetch_ahead.h"

#include "generators/common/host_kernel_call.h"

#include <map>
#include <utility>

namespace loom::translator::codegen::openmp {

PrefetchAhead::PrefetchAhead(LoopLayout &layout) {
  const LoopModel &loop = *layout.loop;
  // Every (argument, map slot) reached through a map. An inactive
  // op_opt_arg_dat may have no map data to read ahead.
  std::vector<std::pair<size_t, int>> reached;
  for (size_t k = 0; k < loop.args.size(); ++k) {
    const ArgModel &a = loop.args[k];
    if (a.kind != ArgKind::Dat || a.optional || a.mapKind == MapKind::Direct)
      continue;
    if (a.mapKind == MapKind::Indirect)
      reached.emplace_back(k, a.idx);
    else
      for (int s = 0; s < layout.vectorSlots(k); ++s)
        reached.emplace_back(k, s);
  }
  if (reached.empty())
    return;
  distance_ = layout.names.claim("prefetch");
  ahead_ = layout.names.claim("ahead");
  // One request per (dat, map, slot), for writing if any argument changes it.
  std::map<std::string, size_t> seen;
  for (const auto &[k, slot] : reached) {
    const ArgModel &a = loop.args[k];
    const MapLayout &use = layout.maps[a.mapIndex];
    const bool write = a.access != Access::Read;
    std::string key =
        layout.argLocal[k] + "@" + use.local + "@" + std::to_string(slot);
    auto [at, fresh] = seen.emplace(key, requests_.size());
    if (fresh)
      requests_.push_back({elementPointer(layout.argLocal[k],
                                          mapEntry(use, slot, ahead_), a, k),
                           argDim(a, k), write});
    else
      requests_[at->second].write |= write;
  }
}

std::string PrefetchAhead::distanceLocal() const {
  return "const int " + distance_ +
         " = loom::openmp::prefetchDistance(order != nullptr);";
}

Layout PrefetchAhead::block(const std::string &position,
                            const std::string &aheadValue) const {
  std::vector<Layout> body;
  const std::string declaration =
      "const int " + ahead_ + " = " + aheadValue + ";";
  body.push_back([declaration](int) { return declaration; });
  for (const Request &r : requests_)
    body.push_back(wrapped(r.write ? "loom::openmp::prefetchWrite("
                                   : "loom::openmp::prefetchRead(",
                           {r.pointer, r.dim}, ");"));
  Layout inner = lines(std::move(body));
  // distance < block_end - k, not k + distance < block_end: no sum that
  // could pass INT_MAX (LOOM_PREFETCH may be any int).
  std::string guard = "if (" + distance_ + " && " + distance_ +
                      " < block_end - " + position + ") {";
  return [guard, inner](int column) {
    std::string indent(static_cast<size_t>(column) + 2, ' ');
    return guard + "\n" + indent + inner(column + 2) + "\n" +
           std::string(static_cast<size_t>(column), ' ') + "}";
  };
}

} // namespace loom::translator::codegen::openmp
