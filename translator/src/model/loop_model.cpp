#include "model/loop_model.h"

#include <algorithm>

namespace loom::translator {

namespace {

bool isThroughMap(const ArgModel &arg) {
  return arg.kind == ArgKind::Dat &&
         (arg.mapKind == MapKind::Indirect || arg.mapKind == MapKind::Vector);
}

bool writes(Access access) { return access != Access::Read; }

} // namespace

bool LoopModel::isDirect() const {
  return std::none_of(args.begin(), args.end(), isThroughMap);
}

bool LoopModel::hasIndirectWrites() const {
  return std::any_of(args.begin(), args.end(), [](const ArgModel &arg) {
    return isThroughMap(arg) && writes(arg.access);
  });
}

bool isReduction(const ArgModel &arg) {
  return arg.kind == ArgKind::Gbl &&
         (arg.access == Access::Inc || arg.access == Access::Min ||
          arg.access == Access::Max);
}

bool LoopModel::hasReductions() const {
  return std::any_of(args.begin(), args.end(), isReduction);
}

bool LoopModel::hasGlobalWrites() const {
  return std::any_of(args.begin(), args.end(), [](const ArgModel &arg) {
    return arg.kind == ArgKind::Gbl &&
           (arg.access == Access::Write || arg.access == Access::ReadWrite);
  });
}

bool LoopModel::hasInfoArgs() const {
  return std::any_of(args.begin(), args.end(), [](const ArgModel &arg) {
    return arg.kind == ArgKind::Info;
  });
}

const char *accessName(Access access) {
  switch (access) {
  case Access::Read:
    return "OP_READ";
  case Access::Write:
    return "OP_WRITE";
  case Access::ReadWrite:
    return "OP_RW";
  case Access::Inc:
    return "OP_INC";
  case Access::Min:
    return "OP_MIN";
  case Access::Max:
    return "OP_MAX";
  }
  return "?";
}

} // namespace loom::translator
