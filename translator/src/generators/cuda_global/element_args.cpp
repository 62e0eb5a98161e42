// How each argument of a cuda_global loop reaches the element: direct ones
// at their row, the rest through the map; writes through maps kept in
// registers and applied after the kernel (by colouring, or by atomicAdd).
#include "generators/common/code_writer.h"
#include "generators/cuda_common/atomic_forms.h"
#include "generators/cuda_common/kernel_text.h"
#include "generators/cuda_global/global_kernel.h"

namespace loom::translator::codegen::cuda_global {

using cuda::guarded;
using cuda::line;
using cuda::offset;

namespace {

// `T local[dim];` filled from the components of `element` (a dat's row).
Layout registerCopy(const std::string &type, const std::string &local,
                    const std::string &dim, const std::string &element,
                    const std::string &stride) {
  return indented(type + " " + local + "[" + dim + "];\nfor (int d = 0; d < " +
                  dim + "; ++d)\n  " + local +
                  "[d] = " + cuda::component(element, stride) + ";");
}

// The copy's components stored to (`op` "=") or added to (`op` "+=") the
// components of `element`.
std::string storeCopy(const std::string &local, const std::string &dim,
                      const std::string &element, const std::string &stride,
                      const std::string &op) {
  return "for (int d = 0; d < " + dim + "; ++d)\n  LOOM_GLOBAL_WRITE(" +
         cuda::componentAddress(element, stride) + ") " + op + " " + local +
         "[d];";
}

} // namespace

// One device pointer per distinct dat; the written ones are marked
// device-newer after the launches.
void GlobalKernel::addDats() {
  for (size_t d = 0; d < loop_.dats.size(); ++d) {
    args_.addDat(d);
    const bool written = cuda::argsOfDat(loop_, d).written;
    for (std::string &mark : cuda::writtenMarks(loop_, d, written))
      marks_.push_back(std::move(mark));
  }
}

void GlobalKernel::addMaps() {
  for (const MapLayout &use : layout_.maps) {
    if (!use.used)
      continue;
    args_.addMap(use);
    for (const auto &[slot, local] : use.slotLocal)
      elementLocals_.push_back(
          line("const int " + local + " = " + cuda::mapEntry(use, slot) + ";"));
  }
}

void GlobalKernel::addArg(size_t k) {
  const ArgModel &a = loop_.args[k];
  const std::string ks = std::to_string(k);
  const std::string &data = layout_.argLocal[k];
  const std::string type = layout_.elementType(k);
  const std::string dim = std::to_string(a.dim);
  std::vector<std::string> &callArgs = args_.callArgs;
  switch (a.kind) {
  case ArgKind::Dat: {
    // An inactive op_opt_arg_dat gets a null pointer and writes nothing.
    const std::string active = a.optional ? args_.addActive(k) : "";
    // Struct of arrays: the kernel indexes through the dat's stride.
    const std::string &stride = args_.strides[a.datIndex];
    const int rowDim = cuda::isSoa(loop_, k) ? 1 : a.dim;
    if (!stride.empty())
      args_.strideArgs[k] = stride;
    if (a.mapKind == MapKind::Direct) {
      addDirect(k, active);
    } else if (a.mapKind == MapKind::Vector) {
      addVector(k, active);
    } else {
      const std::string index = layout_.maps[a.mapIndex].slotLocal.at(a.idx);
      const std::string target = offset(data, index, rowDim);
      if (a.access == Access::Read) {
        callArgs.push_back(target);
      } else {
        // Written through a map: the kernel works on a copy in
        // registers (increments start from zero) added or stored once.
        const std::string local = layout_.names.claim("arg" + ks + "_local");
        if (a.access == Access::Inc)
          elementLocals_.push_back(
              line(type + " " + local + "[" + dim + "] = {};"));
        else
          elementLocals_.push_back(
              registerCopy(type, local, dim, target, stride));
        callArgs.push_back(local);
        if (!stride.empty())
          args_.strideArgs[k] = "1"; // the copy in registers
        addWrite(
            active,
            storeCopy(local, dim, target, stride,
                      a.access == Access::Inc ? "+=" : "="),
            "for (int d = 0; d < " + dim + "; ++d)\n  " +
                cuda::atomicIncrement(cuda::componentAddress(target, stride),
                                      local + "[d]"));
      }
    }
    if (!active.empty())
      args_.nullUnless(active);
    break;
  }
  case ArgKind::Gbl:
    args_.addGlobal(k);
    break;
  case ArgKind::Idx: {
    const std::string local = layout_.names.claim("arg" + ks + "_idx");
    const std::string value = a.mapIndex >= 0
                                  ? layout_.maps[a.mapIndex].slotLocal.at(a.idx)
                                  : std::string("n");
    elementLocals_.push_back(line("int " + local + " = " + value + ";"));
    callArgs.push_back("&" + local);
    break;
  }
  case ArgKind::Info:
    break; // such loops run on the host (hostLoop)
  }
}

// A direct argument: its row. A row the kernel reads and writes (OP_RW,
// OP_INC) is copied into registers first and stored back after the kernel,
// so that all its loads are issued before any store: through the row's
// pointer, each load of a later component would wait for the stores before
// it (the compiler cannot tell that other dats' stores leave it alone).
void GlobalKernel::addDirect(size_t k, const std::string &active) {
  const ArgModel &a = loop_.args[k];
  const std::string &stride = args_.strides[a.datIndex];
  const std::string row =
      offset(layout_.argLocal[k], "n", cuda::isSoa(loop_, k) ? 1 : a.dim);
  const bool readWrite =
      a.access == Access::ReadWrite || a.access == Access::Inc;
  if (!readWrite || !active.empty()) {
    args_.callArgs.push_back(row);
    return;
  }
  const std::string local =
      layout_.names.claim("arg" + std::to_string(k) + "_local");
  const std::string dim = std::to_string(a.dim);
  elementLocals_.push_back(
      registerCopy(layout_.elementType(k), local, dim, row, stride));
  args_.callArgs.push_back(local);
  if (!stride.empty())
    // the copy in registers (a std::string: GCC 12 misreports -Wrestrict
    // for a literal assigned here)
    args_.strideArgs[k] = std::string("1");
  directBack_.push_back(storeCopy(local, dim, row, stride, "="));
}

// A write through a map, applied after the kernel: `write` (colouring)
// or `atomic` (atomicAdd); an optional argument's only when `active`.
void GlobalKernel::addWrite(const std::string &active, const std::string &write,
                            const std::string &atomic) {
  writeBack_.push_back(active.empty() ? write : guarded(active, write));
  atomicBack_.push_back(active.empty() ? atomic : guarded(active, atomic));
}

// A vector argument: the kernel takes T ** and gets one pointer per map
// slot. Written vector arguments point at register copies, one per slot,
// applied after the kernel like single-slot ones.
void GlobalKernel::addVector(size_t k, const std::string &active) {
  const ArgModel &a = loop_.args[k];
  const MapLayout &use = layout_.maps[a.mapIndex];
  const std::string type = layout_.elementType(k);
  const std::string dim = std::to_string(a.dim);
  const std::string local = layout_.names.claim(layout_.baseName(k) + "_vec");
  std::vector<std::string> items;
  const int slots = layout_.vectorSlots(k);
  const bool read = a.access == Access::Read;
  std::string copies;
  if (!read) {
    copies = layout_.names.claim("arg" + std::to_string(k) + "_local");
    elementLocals_.push_back(line(type + " " + copies + "[" +
                                  std::to_string(slots) + "][" + dim + "]" +
                                  (a.access == Access::Inc ? " = {};" : ";")));
  }
  for (int s = 0; s < slots; ++s) {
    const std::string target =
        offset(layout_.argLocal[k], use.slotLocal.at(s), a.dim);
    if (read) {
      items.push_back(target);
      continue;
    }
    const std::string copy = copies + "[" + std::to_string(s) + "]";
    items.push_back(copy);
    if (a.access != Access::Inc)
      elementLocals_.push_back(indented("for (int d = 0; d < " + dim +
                                        "; ++d)\n  " + copy + "[d] = (" +
                                        target + ")[d];"));
    addWrite(active,
             "for (int d = 0; d < " + dim + "; ++d)\n  LOOM_GLOBAL_WRITE(" +
                 target + " + d) " + (a.access == Access::Inc ? "+=" : "=") +
                 " " + copy + "[d];",
             "for (int d = 0; d < " + dim + "; ++d)\n  " +
                 cuda::atomicIncrement(target + " + d", copy + "[d]"));
  }
  elementLocals_.push_back(wrapped((read ? "const " : "") + type + " *" +
                                       local + "[" + std::to_string(slots) +
                                       "] = {",
                                   items, "};"));
  args_.callArgs.push_back(local);
}

} // namespace loom::translator::codegen::cuda_global
