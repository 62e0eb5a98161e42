#include "frontend/function_naming.h"

#include "generators/common/escaping.h"
#include "model/model_json.h"

#include <map>
#include <memory>

namespace loom::translator {

namespace {

std::string baseFunctionName(const KernelModel &kernel) {
  std::string_view kernelName = kernel.name;
  kernelName = kernelName.substr(0, kernelName.find('<'));
  while (kernelName.starts_with("::"))
    kernelName.remove_prefix(2);
  const std::string name =
      "op_par_loop_" + codegen::joinedScopes(kernelName, "_");
  // Names that are not plain identifiers (`$`, universal characters) become
  // '_'; loops whose names then clash are numbered like any other clash.
  return codegen::identifierFragment(name);
}

} // namespace

std::string loopSignature(const LoopModel &loop) {
  // Everything the generated function's text depends on: the kernel, the
  // loop's name and set (its comment), and per argument the dat and map
  // expressions (the names of its locals), which arguments pass the same
  // dat, and the argument's shape. Loops that agree on all of it share one
  // function; the same kernel over other dats gets a function of its own.
  std::string signature =
      loop.kernel.callee + '|' + loop.name + '|' + loop.setExpr;
  for (size_t i = 0; i < loop.args.size(); ++i) {
    const ArgModel &arg = loop.args[i];
    int sameDat = arg.datIndex >= 0 ? loop.dats[arg.datIndex].firstArg
                                    : static_cast<int>(i);
    signature += "|a" + std::to_string(sameDat) + ',';
    signature += argKindName(arg.kind);
    signature += ',';
    signature += mapKindName(arg.mapKind);
    signature += ",m" + std::to_string(arg.mapIndex);
    if (arg.mapIndex >= 0)
      signature += ",d" + std::to_string(loop.maps[arg.mapIndex].dim) + ',' +
                   loop.maps[arg.mapIndex].expr;
    signature += ",i" + std::to_string(arg.idx);
    signature += ",n" + std::to_string(arg.dim);
    signature += ',' + arg.type + ',' + arg.cType + ',';
    signature += accessName(arg.access);
    signature += arg.optional ? ",opt" : "";
    signature += ",=" + arg.datExpr;
  }
  return signature;
}

void assignFunctionNames(std::vector<LoopModel> &loops) {
  // Distinct signatures per base name, numbered in order of first
  // appearance.
  std::map<std::string, std::map<std::string, size_t>> signaturesByBase;
  std::vector<std::pair<std::string, size_t>> choice(loops.size());
  for (size_t i = 0; i < loops.size(); ++i) {
    std::string base = baseFunctionName(loops[i].kernel);
    std::map<std::string, size_t> &seen = signaturesByBase[base];
    const size_t index =
        seen.try_emplace(loopSignature(loops[i]), seen.size()).first->second;
    choice[i] = {base, index};
  }
  std::map<std::string, std::shared_ptr<std::vector<SourceLocation>>> sites;
  for (size_t i = 0; i < loops.size(); ++i) {
    const auto &[base, index] = choice[i];
    loops[i].function = signaturesByBase[base].size() == 1
                            ? base
                            : base + "_" + std::to_string(index + 1);
    auto &list = sites[loops[i].function];
    if (!list)
      list = std::make_shared<std::vector<SourceLocation>>();
    list->push_back(loops[i].loc);
  }
  for (LoopModel &loop : loops)
    loop.callSites = sites[loop.function];
}

} // namespace loom::translator
