#include "strategy.h"

#include "loom/backend/openmp.h"
#include "loom/core/context.h"

namespace loom::openmp {

const std::vector<std::string> &strategyNames() {
  static const std::vector<std::string> names = {"block", "global", "owner"};
  return names;
}

namespace {
std::set<std::string> &registry() {
  static std::set<std::string> loops;
  return loops;
}
} // namespace

bool registerLoop(char const *loop) {
  registry().insert(loop);
  return true;
}

const std::set<std::string> &registeredLoops() { return registry(); }

std::string Strategy::text() const {
  const char *name = kind == Kind::Block    ? "block"
                     : kind == Kind::Global ? "global"
                                            : "owner";
  return std::string(name) + ":" + std::to_string(param);
}

int defaultBlockSize(int setSize) {
  const RuntimeOptions &o = context().options();
  if (o.partSizeGiven)
    return o.partSize;
  constexpr int kSmallest = 256, kLargest = 4096, kMinBlocks = 256;
  int size = kSmallest;
  while (size < kLargest && setSize / (2 * size) >= kMinBlocks)
    size *= 2;
  return size;
}

Strategy strategyFrom(const StrategyChoice &choice, int blockSize) {
  Strategy s;
  if (choice.name == "global") {
    s.kind = Strategy::Kind::Global;
    s.param = choice.param > 0 ? choice.param : 1024;
  } else if (choice.name == "owner") {
    s.kind = Strategy::Kind::Owner;
    s.param = choice.param > 0 ? choice.param : blockSize;
  } else {
    s.kind = Strategy::Kind::Block;
    s.param = choice.param > 0 ? choice.param : blockSize;
  }
  return s;
}

} // namespace loom::openmp
