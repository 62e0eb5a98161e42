#include "model/loop_model.h"

#include <algorithm>
#include <utility>

namespace loom::translator {

bool ArgModel::isIndirectDat() const {
  return kind == ArgKind::Dat &&
         (mapKind == MapKind::Indirect || mapKind == MapKind::Vector);
}

bool ArgModel::usesMap() const {
  if (isIndirectDat())
    return true;
  if (kind != ArgKind::Idx)
    return false;
  // op_arg_idx(-1, OP_ID) is the element's own index.
  size_t b = mapExpr.find_first_not_of(" \t\n");
  size_t e = mapExpr.find_last_not_of(" \t\n");
  return b != std::string::npos && mapExpr.substr(b, e - b + 1) != "OP_ID";
}

namespace {

bool isThroughMap(const ArgModel &arg) { return arg.isIndirectDat(); }

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

std::string subscriptScalingObstacle(const KernelModel &kernel, size_t k) {
  if (kernel.definition.empty())
    return "the definition of kernel '" + kernel.name + "' is not visible";
  if (kernel.paramsEnd == std::string::npos || k >= kernel.params.size())
    return "the parameter list of kernel '" + kernel.name +
           "' is not written out in its definition";
  const KernelParam &param = kernel.params[k];
  if (const std::optional<SourceLocation> &at = param.otherUse)
    return "kernel '" + kernel.name + "' uses parameter '" + param.name +
           "' at " + at->file + ":" + std::to_string(at->line) + ":" +
           std::to_string(at->column) + " other than as " + param.name +
           "[i] or *" + param.name;
  return "";
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

void LoopModel::indexDats() {
  dats.clear();
  for (size_t k = 0; k < args.size(); ++k) {
    ArgModel &arg = args[k];
    if (arg.kind != ArgKind::Dat)
      continue;
    auto it = std::find_if(dats.begin(), dats.end(), [&](const DatModel &d) {
      return d.expr == arg.datExpr;
    });
    if (it == dats.end()) {
      DatModel dat;
      dat.expr = arg.datExpr;
      dat.firstArg = static_cast<int>(k);
      it = dats.insert(dats.end(), std::move(dat));
    }
    arg.datIndex = static_cast<int>(it - dats.begin());
  }
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
