#include "strategy.h"

#include "loom/backend/openmp.h"

namespace loom::openmp {

const std::vector<std::string> &strategyNames() {
  static const std::vector<std::string> names = {"block", "global"};
  return names;
}

std::string Strategy::text() const {
  return std::string(kind == Kind::Block ? "block" : "global") + ":" +
         std::to_string(param);
}

Strategy strategyFrom(const StrategyChoice &choice, int partSize) {
  Strategy s;
  if (choice.name == "global") {
    s.kind = Strategy::Kind::Global;
    s.param = choice.param > 0 ? choice.param : 1024;
  } else {
    s.kind = Strategy::Kind::Block;
    s.param = choice.param > 0 ? choice.param : partSize;
  }
  return s;
}

} // namespace loom::openmp
