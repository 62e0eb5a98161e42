// Which execution strategy each loop runs with, as a user writes it:
// "res_calc=global,adt_calc=block:512,*=block:128" (LOOM_STRATEGY, the
// LOOM_STRATEGY= argument) or a JSON object {"res_calc": "global", ...}
// (LOOM_STRATEGY_FILE); "mg_smooth@level1=global" chooses for the loop on one
// set only. A strategy is a name and an optional positive
// parameter ("block:512"); "*" applies to every loop not named. The names are
// the backend's: each backend checks them against its own list.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace loom {

struct StrategyChoice {
  std::string name;
  int param = 0; // 0: the backend's default parameter
  std::string text() const;
};

// "name" or "name:param"; throws loom::Error naming `origin` when malformed
// or when the name is not one of `valid` (the message lists them).
StrategyChoice parseStrategyChoice(std::string_view text,
                                   std::string_view origin,
                                   const std::vector<std::string> &valid);

class StrategySpec {
public:
  // Parses a LOOM_STRATEGY list; throws loom::Error naming `origin`.
  static StrategySpec parse(std::string_view list, std::string_view origin,
                            const std::vector<std::string> &valid);
  // Reads a LOOM_STRATEGY_FILE (a JSON object of loop: strategy).
  static StrategySpec readFile(const std::string &path,
                               const std::vector<std::string> &valid);

  // Entries of `other` replace this one's.
  void merge(const StrategySpec &other);
  // The choice for `loop`: its own entry, else "*", else null.
  const StrategyChoice *find(std::string_view loop) const;
  // The choice for `loop` on the set named `set`: "loop@set" (a loop name
  // an application runs on several sets, e.g. multigrid levels), else as
  // find(loop).
  const StrategyChoice *find(std::string_view loop, std::string_view set) const;
  // The loops named explicitly (not "*"), as written ("loop" or "loop@set").
  std::vector<std::string> loops() const;
  bool empty() const { return choices_.empty(); }

private:
  std::map<std::string, StrategyChoice, std::less<>> choices_;
  bool perSet_ = false; // some entry is "loop@set"
};

} // namespace loom
