#include "generators/cuda_common/kernel_text.h"

#include "generators/program_generator.h"

namespace loom::translator::codegen::cuda {

void reject(const LoopModel &loop, size_t k, const std::string &why) {
  throw GeneratorError(loop.args[k].loc,
                       "loop '" + loop.name + "', argument " +
                           std::to_string(k) +
                           ": the cuda backends do not support " + why);
}

std::string mapEntry(const MapLayout &use, int slot) {
  std::string row = use.stride == "1" ? "n" : "n * " + use.stride;
  if (slot != 0)
    row += " + " + std::to_string(slot);
  return use.local + "[" + row + "]";
}

std::string offset(const std::string &base, const std::string &index, int dim) {
  return dim == 1 ? base + " + " + index
                  : base + " + " + index + " * " + std::to_string(dim);
}

std::string component(const std::string &element, const std::string &stride) {
  return "(" + element + ")[" + (stride.empty() ? "d" : "d * " + stride) + "]";
}

std::string componentAddress(const std::string &element,
                             const std::string &stride) {
  return element + (stride.empty() ? " + d" : " + d * " + stride);
}

std::string deviceDatLocal(bool readOnly, const std::string &type,
                           const std::string &local, const std::string &arg,
                           bool soa) {
  return (readOnly ? "const " : "") + type + " *" + local +
         " = loom::cuda::deviceDat<" + type + ">(" + arg + ", name" +
         (soa ? ", loom::cuda::DeviceLayout::Soa" : "") + ");";
}

DatArgs argsOfDat(const LoopModel &loop, size_t d) {
  DatArgs out;
  for (size_t k = 0; k < loop.args.size(); ++k)
    if (const ArgModel &a = loop.args[k];
        a.kind == ArgKind::Dat && a.datIndex == static_cast<int>(d)) {
      out.positions.push_back(k);
      out.optional = out.optional || a.optional;
      out.written = out.written || a.access != Access::Read;
    }
  return out;
}

std::string datArgument(const LoopModel &loop, size_t d) {
  const DatArgs uses = argsOfDat(loop, d);
  if (uses.positions.size() < 2 || !uses.optional)
    return "arg" + std::to_string(loop.dats[d].firstArg);
  std::vector<std::string> names;
  for (size_t k : uses.positions)
    names.push_back("arg" + std::to_string(k));
  return "loom::cuda::activeArg(" + join(names) + ")";
}

std::vector<std::string> writtenMarks(const LoopModel &loop, size_t d,
                                      bool written) {
  if (!written)
    return {};
  DatArgs uses = argsOfDat(loop, d);
  std::vector<size_t> ks =
      uses.optional
          ? std::move(uses.positions)
          : std::vector<size_t>{static_cast<size_t>(loop.dats[d].firstArg)};
  std::vector<std::string> marks;
  for (size_t k : ks)
    marks.push_back("loom::cuda::markDeviceWritten(arg" + std::to_string(k) +
                    ");");
  return marks;
}

const char *reductionOp(Access access) {
  switch (access) {
  case Access::Inc:
    return "loom::cuda::kInc";
  case Access::Min:
    return "loom::cuda::kMin";
  default:
    return "loom::cuda::kMax";
  }
}

std::string join(const std::vector<std::string> &items) {
  std::string out;
  for (const std::string &i : items)
    out += (out.empty() ? "" : ", ") + i;
  return out;
}

std::string optionalUpload(const std::string &declaration,
                           const std::string &k) {
  const size_t eq = declaration.find(" = ");
  return declaration.substr(0, eq + 3) + "arg" + k + ".opt ? " +
         declaration.substr(eq + 3, declaration.size() - eq - 4) +
         " : nullptr;";
}

} // namespace loom::translator::codegen::cuda
