// PlanCache<Plan>: the plans of a backend's loops, built on first use and
// kept until a map or the numbering changes (the context's generation). One
// cache type serves block, global and hierarchical plans (and, later, device
// copies of them).
//
// A plan is identified by the loop's name and a signature of integers (see
// loom/core/loop_plan_inputs.h: set, block size, and per argument the dat,
// map, slot and access). Besides that map, each call site (the address of
// its name literal) remembers the plan it used last, so a repeated call
// compares a few integers and returns without allocating.
#pragma once

#include "loom/core/host_lookups.h"

#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace loom {

template <typename Plan> class PlanCache {
public:
  // The plan for (name, signature) at `generation`; `build()` makes it when
  // there is none or it is older than `generation`.
  template <typename Build>
  const Plan &get(char const *name, const std::vector<int> &signature,
                  unsigned long generation, Build &&build) {
    Site &site = sites_[name];
    if (site.plan && site.generation == generation &&
        site.signature == signature)
      return *site.plan;

    ++hostLookups().planSearches;
    std::unique_ptr<Entry> &slot = entries_[{std::string(name), signature}];
    if (!slot || slot->generation != generation)
      slot = std::make_unique<Entry>(Entry{generation, build()});
    site.signature = signature;
    site.generation = generation;
    site.plan = &slot->plan;
    return slot->plan;
  }

  void clear() {
    sites_.clear();
    entries_.clear();
  }

private:
  struct Entry {
    unsigned long generation;
    Plan plan;
  };
  // A call site's last plan. `generation` is compared before `plan` is
  // used: an entry is only ever replaced for a newer generation.
  struct Site {
    std::vector<int> signature;
    unsigned long generation = 0;
    const Plan *plan = nullptr;
  };
  std::map<std::pair<std::string, std::vector<int>>, std::unique_ptr<Entry>>
      entries_;
  std::unordered_map<const char *, Site> sites_;
};

} // namespace loom
