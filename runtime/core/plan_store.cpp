#include "loom/core/plan_store.h"

#include "loom/core/error.h"
#include "loom/core/plan_file.h"
#include "loom/plan/plan_from_colours.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <set>
#include <stdexcept>

namespace loom {

namespace {

using Arrays = std::vector<std::vector<int>>;

// Scalars first, then the arrays; decode() checks the shape.
Arrays encode(const plan::GlobalPlan &p) {
  return {{p.ncolours}, p.elementColour};
}
Arrays encode(const plan::BlockPlan &p) {
  return {{p.blockSize, p.ncolours}, p.blockColour};
}
Arrays encode(const plan::HierarchicalPlan &p) {
  return {{p.blockSize, p.nblocks, p.nblockColours},
          p.blockOffset,
          {p.elements.begin(), p.elements.end()},
          {p.threadColour.begin(), p.threadColour.end()},
          p.nthreadColours,
          p.blockColour};
}

void checkShape(const Arrays &a, size_t arrays, size_t scalars) {
  if (a.size() != arrays || a[0].size() != scalars)
    throw std::invalid_argument("not the arrays of this plan kind");
}

void decode(Arrays &&a, const plan::LoopAccess &access, plan::GlobalPlan &out) {
  checkShape(a, 2, 1);
  out = plan::globalPlanFromColours(access, a[0][0], std::move(a[1]));
}
void decode(Arrays &&a, const plan::LoopAccess &access, plan::BlockPlan &out) {
  checkShape(a, 2, 2);
  out = plan::blockPlanFromColours(access, a[0][0], a[0][1], std::move(a[1]));
}
void decode(Arrays &&a, const plan::LoopAccess &access,
            plan::StagingMode staging, plan::BlockColouring blocks,
            plan::HierarchicalPlan &out) {
  checkShape(a, 6, 3);
  plan::HierarchicalPlan c;
  c.blockColouring = blocks;
  c.blockSize = a[0][0];
  c.nblocks = a[0][1];
  c.nblockColours = a[0][2];
  c.blockOffset = std::move(a[1]);
  c.elements.assign(a[2].begin(), a[2].end());
  c.threadColour.assign(a[3].begin(), a[3].end());
  c.nthreadColours = std::move(a[4]);
  c.blockColour = std::move(a[5]);
  out = plan::hierarchicalPlanFromColours(access, staging, std::move(c));
}

template <typename Plan, typename Build, typename Decode>
Plan stored(const PlanSource &source, const plan::LoopAccess &access,
            const std::string &kind, Build &&build, Decode &&decodeInto,
            bool &loaded) {
  loaded = false;
  // A loop that writes nothing through a map has a plan without colouring,
  // cheaper to build than to look up (hashing its maps).
  const bool writes =
      std::any_of(access.accesses.begin(), access.accesses.end(),
                  [](const plan::IndirectAccess &a) { return a.writes; });
  if (source.cacheDir.empty() || !writes)
    return build();
  const std::uint64_t key = planKey(kind.c_str(), *source.signature, access);
  char name[32];
  std::snprintf(name, sizeof name, "%016llx.plan",
                static_cast<unsigned long long>(key));
  const std::string path =
      (std::filesystem::path(source.cacheDir) / name).string();
  std::error_code ec;
  if (std::filesystem::exists(path, ec)) {
    try {
      Plan p;
      decodeInto(readPlanFile(path, key, kind), p);
      loaded = true;
      return p;
    } catch (const std::exception &e) {
      inform("note: LOOM_PLAN_CACHE: %s; rebuilding the %s plan of "
             "loop '%s'",
             e.what(), kind.c_str(), source.loop);
    }
  }
  Plan p = build();
  try {
    writePlanFile(path, key, kind, encode(p)); // the folder exists (op_init)
  } catch (const std::exception &e) {
    warning("LOOM_PLAN_CACHE: the %s plan of loop '%s' is "
            "not saved: %s",
            kind.c_str(), source.loop, e.what());
  }
  return p;
}

} // namespace

std::uint64_t planKey(const char *kind, const std::vector<int> &signature,
                      const plan::LoopAccess &access) {
  PlanHash h;
  for (const char *c = "loom plan file 1 "; *c; ++c)
    h.add(static_cast<unsigned char>(*c));
  for (const char *c = kind; *c; ++c)
    h.add(static_cast<unsigned char>(*c));
  h.add(static_cast<std::uint32_t>(signature.size()));
  h.add(signature.data(), signature.size());
  h.add(static_cast<std::uint32_t>(access.setSize));
  std::set<const int *> hashed;
  for (const plan::IndirectAccess &a : access.accesses) {
    for (int v : {a.dim, a.toSize, a.idx, int(a.writes), a.datId, a.mapId})
      h.add(static_cast<std::uint32_t>(v));
    if (hashed.insert(a.map).second)
      h.add(a.map, static_cast<size_t>(access.setSize) * a.dim);
  }
  return h.value();
}

plan::GlobalPlan storedGlobalPlan(const PlanSource &source,
                                  const plan::LoopAccess &access,
                                  const std::function<plan::GlobalPlan()> &b,
                                  bool &loaded) {
  return stored<plan::GlobalPlan>(
      source, access, source.kind, b,
      [&](Arrays &&a, plan::GlobalPlan &p) { decode(std::move(a), access, p); },
      loaded);
}

plan::BlockPlan storedBlockPlan(const PlanSource &source,
                                const plan::LoopAccess &access,
                                const std::function<plan::BlockPlan()> &b,
                                bool &loaded) {
  return stored<plan::BlockPlan>(
      source, access, source.kind, b,
      [&](Arrays &&a, plan::BlockPlan &p) { decode(std::move(a), access, p); },
      loaded);
}

plan::HierarchicalPlan
storedHierarchicalPlan(const PlanSource &source, const plan::LoopAccess &access,
                       plan::StagingMode staging, plan::BlockColouring blocks,
                       const std::function<plan::HierarchicalPlan()> &b,
                       bool &loaded) {
  std::string kind =
      std::string(source.kind) + " staging " + plan::toString(staging);
  if (blocks == plan::BlockColouring::Uncoloured)
    kind += " blocks uncoloured";
  return stored<plan::HierarchicalPlan>(
      source, access, kind, b,
      [&](Arrays &&a, plan::HierarchicalPlan &p) {
        decode(std::move(a), access, staging, blocks, p);
      },
      loaded);
}

} // namespace loom
