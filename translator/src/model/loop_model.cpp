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

bool LoopModel::hasReductions() const {
  return std::any_of(args.begin(), args.end(), [](const ArgModel &arg) {
    return arg.kind == ArgKind::Gbl &&
           (arg.access == Access::Inc || arg.access == Access::Min ||
            arg.access == Access::Max);
  });
}

bool LoopModel::hasGlobalWrites() const {
  return std::any_of(args.begin(), args.end(), [](const ArgModel &arg) {
    return arg.kind == ArgKind::Gbl &&
           (arg.access == Access::Write || arg.access == Access::ReadWrite);
  });
}

} // namespace loom::translator
