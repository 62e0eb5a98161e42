#include "model/device_layouts.h"

#include <algorithm>
#include <map>
#include <string>

namespace loom::translator {

namespace {

std::string place(const SourceLocation &loc) {
  return loc.file + ":" + std::to_string(loc.line) + ":" +
         std::to_string(loc.column);
}

bool asksForSoa(const ArgModel &arg) {
  const std::string suffix = ":soa";
  return arg.type.size() > suffix.size() &&
         arg.type.compare(arg.type.size() - suffix.size(), suffix.size(),
                          suffix) == 0;
}

// Why argument k of `loop` cannot reach its dat in the struct-of-arrays
// layout, or "" when it can.
std::string obstacle(const LoopModel &loop, size_t k) {
  const ArgModel &arg = loop.args[k];
  if (arg.mapKind == MapKind::Vector)
    return "it is a vector argument (the kernel takes T **)";
  return subscriptScalingObstacle(loop.kernel, k);
}

struct DatUses {
  int dim = 0;
  bool allDirect = true;
  const ArgModel *asked = nullptr; // the first argument saying ":soa"
  std::string obstacle;            // the first, and where it is
  SourceLocation obstacleAt;
};

struct Choice {
  bool soa = false;
  std::string error; // a requested layout that cannot be given
  SourceLocation at;
};

} // namespace

std::optional<SoaPolicy> parseSoaPolicy(std::string_view text) {
  if (text == "none")
    return SoaPolicy::None;
  if (text == "direct")
    return SoaPolicy::Direct;
  if (text == "all")
    return SoaPolicy::All;
  return std::nullopt;
}

void chooseDeviceLayouts(ProgramModel &program, SoaPolicy policy) {
  std::map<std::string, DatUses> uses;
  for (const LoopModel &loop : program.loops)
    for (size_t k = 0; k < loop.args.size(); ++k) {
      const ArgModel &arg = loop.args[k];
      if (arg.kind != ArgKind::Dat)
        continue;
      DatUses &u = uses[arg.datExpr];
      u.dim = std::max(u.dim, arg.dim);
      u.allDirect = u.allDirect && arg.mapKind == MapKind::Direct;
      if (asksForSoa(arg) && !u.asked)
        u.asked = &arg;
      if (u.obstacle.empty())
        if (std::string why = obstacle(loop, k); !why.empty()) {
          u.obstacle = "loop '" + loop.name + "', argument " +
                       std::to_string(k) + ": " + why;
          u.obstacleAt = arg.loc;
        }
    }

  std::map<std::string, Choice> chosen;
  for (const auto &[expr, u] : uses) {
    const bool wanted = u.asked || policy == SoaPolicy::All ||
                        (policy == SoaPolicy::Direct && u.allDirect);
    // One value per element: both layouts are the same.
    if (!wanted || u.dim <= 1) {
      chosen[expr] = {};
    } else if (!u.obstacle.empty()) {
      Choice &c = chosen[expr];
      if (u.asked) {
        c.error = u.obstacle + "; so dat '" + expr +
                  "' cannot have the struct-of-arrays layout its type " +
                  "string asks for at " + place(u.asked->loc) + " (\"" +
                  u.asked->type + "\")";
        c.at = u.obstacleAt;
      }
    } else {
      chosen[expr] = {true, "", {}};
    }
  }
  for (LoopModel &loop : program.loops)
    for (DatModel &dat : loop.dats) {
      auto it = chosen.find(dat.expr);
      if (it == chosen.end())
        continue;
      dat.soa = it->second.soa;
      dat.layoutError = it->second.error;
      dat.layoutErrorAt = it->second.at;
    }
}

} // namespace loom::translator
