#include "generators/cuda_common/atomic_forms.h"

#include "generators/common/escaping.h"

namespace loom::translator::codegen::cuda {

namespace {

bool throughMap(const ArgModel &a) {
  return a.kind == ArgKind::Dat && a.mapKind != MapKind::Direct;
}

} // namespace

bool writesThroughMaps(const LoopModel &loop) {
  for (const ArgModel &a : loop.args)
    if (throughMap(a) && a.access != Access::Read)
      return true;
  return false;
}

std::string noAtomicForm(const LoopModel &loop, const LoopLayout &layout) {
  for (size_t k = 0; k < loop.args.size(); ++k) {
    const ArgModel &a = loop.args[k];
    if (!throughMap(a) || a.access == Access::Read)
      continue;
    const std::string arg = "argument " + std::to_string(k);
    if (a.access != Access::Inc)
      return arg + " is " + accessName(a.access) + " through a map";
    const std::string type = layout.elementType(k);
    if (type != "double" && type != "float" && type != "int" &&
        type != "unsigned" && type != "unsigned int")
      return arg + " increments '" + type + "' values, which atomicAdd " +
             "does not take";
  }
  return "";
}

std::string atomicIncrement(const std::string &address,
                            const std::string &value) {
  return "atomicAdd(" + address + ", " + value + ");";
}

std::string loopForms(const std::string &byDefault, bool hier,
                      const std::string &noAtomic,
                      const std::string &noHierAtomic) {
  return "{loom::cuda::LoopStrategy::" + byDefault + ", " +
         (hier ? "true" : "false") + ", " + cppStringLiteral(noAtomic) + ", " +
         cppStringLiteral(noHierAtomic) + "}";
}

} // namespace loom::translator::codegen::cuda
