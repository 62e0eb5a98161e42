// How each argument of a cuda_hier loop reaches the element: direct ones
// at their row, staged dats through the plan's block-local indices into
// shared memory, the rest through the map in global memory; writes through
// maps kept in registers (carried) until the thread's colour applies them.
#include "generators/common/code_writer.h"
#include "generators/cuda_common/kernel_text.h"
#include "generators/cuda_hier/hier_kernel.h"

namespace loom::translator::codegen::cuda_hier {

using cuda::guarded;
using cuda::indentBy;
using cuda::line;
using cuda::offset;

// One device pointer per distinct dat; the staged ones get their shared
// array, their plan arrays and their staging code.
void HierKernel::addDats() {
  staged_.resize(loop_.dats.size());
  for (size_t d = 0; d < loop_.dats.size(); ++d) {
    const size_t k = static_cast<size_t>(loop_.dats[d].firstArg);
    const std::string ks = std::to_string(k);
    args_.addDat(d);
    for (std::string &mark : cuda::writtenMarks(loop_, d, !layout_.datConst[d]))
      marks_.push_back(std::move(mark));
    const DatPlace place = places_.place[d];
    if (place != DatPlace::StagedRead && place != DatPlace::StagedInc)
      continue;
    StagedDat &s = staged_[d] =
        stagedDat(layout_, k, args_.strides[d], place == DatPlace::StagedRead);
    stagesReads_ = stagesReads_ || s.read;
    args_.params.push_back({"const int *__restrict__ " + s.targets,
                            "device_plan.targets(arg" + ks + ")"});
    args_.params.push_back({"const int *__restrict__ " + s.targetOffset,
                            "device_plan.targetOffset(arg" + ks + ")"});
    args_.params.push_back({"int " + s.shared, s.shared});
    shared_.addStaged(s, ks);
    staging_.push_back(stagingText(s));
    if (!s.read) {
      writeBack_.push_back(flushText(s, false));
      atomicBack_.push_back(flushText(s, true));
    }
  }
}

// The maps the kernel reads (staged data is reached through the plan's
// local indices instead).
void HierKernel::addMaps() {
  for (size_t m = 0; m < layout_.maps.size(); ++m)
    if (mapRead_.count(m))
      args_.addMap(layout_.maps[m]);
}

// Element n's entry of map `m` at `slot`; the kernel gets the map.
std::string HierKernel::entry(int m, int slot) {
  mapRead_.insert(static_cast<size_t>(m));
  return cuda::mapEntry(layout_.maps[m], slot);
}

// The block-local index array of (dat, map, slot), a kernel parameter.
std::string HierKernel::localIndex(size_t k, int slot) {
  const ArgModel &a = loop_.args[k];
  const auto key = std::make_tuple(a.datIndex, a.mapIndex, slot);
  auto it = localIndex_.find(key);
  if (it != localIndex_.end())
    return it->second;
  const std::string name = layout_.names.claim(
      layout_.argLocal[k] + "_" + layout_.maps[a.mapIndex].local + "_" +
      std::to_string(slot) + "_local");
  args_.params.push_back({"const int *__restrict__ " + name,
                          "device_plan.localIndex(arg" + std::to_string(k) +
                              ", " + std::to_string(slot) + ")"});
  localIndex_.emplace(key, name);
  return name;
}

// Statements loading `values` (T values[dim]) for argument k's slot: from
// shared memory when staged, else from global memory through the map.
std::string HierKernel::loadRead(size_t k, int slot,
                                 const std::string &values) {
  const ArgModel &a = loop_.args[k];
  const std::string dim = std::to_string(a.dim);
  const std::string &stride = args_.strides[a.datIndex];
  const std::string global = offset(
      layout_.argLocal[k], entry(a.mapIndex, slot), stride.empty() ? a.dim : 1);
  const std::string fromGlobal =
      "for (int d = 0; d < " + dim + "; ++d)\n  " + values +
      "[d] = " + cuda::component(global, stride) + ";";
  const StagedDat &s = staged_[a.datIndex];
  if (s.pointer.empty())
    return fromGlobal;
  return stagedRead(s, dim, values, localIndex(k, slot), fromGlobal);
}

// Argument k written through map slot `slot` into `values`: the element's
// statements setting where it sits (`at`) and, unless it only increments,
// its values; how the values are applied goes to apply_.
std::vector<std::string> HierKernel::addWritten(size_t k, int slot,
                                                const std::string &values,
                                                const std::string &at,
                                                const std::string &guard) {
  const ArgModel &a = loop_.args[k];
  const std::string dim = std::to_string(a.dim);
  const StagedDat &s = staged_[a.datIndex];
  std::vector<std::string> element;
  std::string apply;
  if (!s.pointer.empty()) {
    element.push_back(at + " = " + localIndex(k, slot) + "[position];");
    apply = stagedIncrement(s, dim, values, at);
  } else {
    element.push_back(at + " = " + entry(a.mapIndex, slot) + ";");
    const std::string &stride = args_.strides[a.datIndex];
    const std::string target =
        offset(layout_.argLocal[k], at, stride.empty() ? a.dim : 1);
    if (a.access != Access::Inc)
      element.push_back("for (int d = 0; d < " + dim + "; ++d)\n  " + values +
                        "[d] = " + cuda::component(target, stride) + ";");
    apply = "for (int d = 0; d < " + dim + "; ++d)\n  LOOM_GLOBAL_WRITE(" +
            cuda::componentAddress(target, stride) + ") " +
            (a.access == Access::Inc ? "+=" : "=") + " " + values + "[d];";
  }
  apply_.push_back(guard.empty() ? apply : guarded(guard, apply));
  return element;
}

void HierKernel::addArg(size_t k) {
  const ArgModel &a = loop_.args[k];
  const std::string ks = std::to_string(k);
  switch (a.kind) {
  case ArgKind::Dat:
    addDatArg(k);
    break;
  case ArgKind::Gbl:
    args_.addGlobal(k);
    break;
  case ArgKind::Idx: {
    const std::string local = layout_.names.claim("arg" + ks + "_idx");
    const std::string value =
        a.mapIndex >= 0 ? entry(a.mapIndex, a.idx) : std::string("n");
    elementLocals_.push_back(line("int " + local + " = " + value + ";"));
    args_.callArgs.push_back("&" + local);
    break;
  }
  case ArgKind::Info:
    break; // such loops are generated by cuda_global (on the host)
  }
}

void HierKernel::addDatArg(size_t k) {
  const ArgModel &a = loop_.args[k];
  const std::string ks = std::to_string(k);
  const std::string type = layout_.elementType(k);
  const std::string dim = std::to_string(a.dim);
  std::vector<std::string> &callArgs = args_.callArgs;
  const std::string active = a.optional ? args_.addActive(k) : "";
  // Struct of arrays: a direct argument's kernel parameter indexes
  // through the dat's stride; the copies in registers are contiguous.
  const std::string &stride = args_.strides[a.datIndex];
  if (!stride.empty())
    args_.strideArgs[k] = a.mapKind == MapKind::Direct ? stride : "1";
  if (a.mapKind == MapKind::Direct) {
    callArgs.push_back(
        offset(layout_.argLocal[k], "n", cuda::isSoa(loop_, k) ? 1 : a.dim));
  } else if (a.mapKind == MapKind::Vector) {
    addVector(k, active);
  } else if (a.access == Access::Read) {
    const std::string values = layout_.names.claim("arg" + ks + "_values");
    elementLocals_.push_back(line(type + " " + values + "[" + dim + "];"));
    const std::string load = loadRead(k, a.idx, values);
    elementLocals_.push_back(
        line(active.empty()
                 ? load
                 : "if (" + active + ") {\n  " + indentBy(load, 2) + "\n}"));
    callArgs.push_back(values);
  } else {
    // Written through a map: registers kept until this thread's colour
    // applies them (increments start from zero).
    const std::string values = layout_.names.claim("arg" + ks + "_values");
    const std::string at = layout_.names.claim("arg" + ks + "_at");
    carried_.push_back(type + " " + values + "[" + dim + "] = {};");
    carried_.push_back("int " + at + " = 0;");
    for (const std::string &statement :
         addWritten(k, a.idx, values, at, active))
      elementLocals_.push_back(
          line(active.empty() ? statement : guarded(active, statement)));
    callArgs.push_back(values);
  }
  if (!active.empty())
    args_.nullUnless(active);
}

// A vector argument: the kernel takes T ** and gets one pointer per map
// slot, each to a register copy.
void HierKernel::addVector(size_t k, const std::string &active) {
  const ArgModel &a = loop_.args[k];
  const std::string ks = std::to_string(k);
  const std::string type = layout_.elementType(k);
  const std::string dim = std::to_string(a.dim);
  const int slots = layout_.vectorSlots(k);
  const std::string ns = std::to_string(slots);
  const std::string local = layout_.names.claim(layout_.baseName(k) + "_vec");
  const std::string values = layout_.names.claim("arg" + ks + "_values");
  const bool read = a.access == Access::Read;
  std::string at;
  if (read) {
    elementLocals_.push_back(
        line(type + " " + values + "[" + ns + "][" + dim + "];"));
  } else {
    at = layout_.names.claim("arg" + ks + "_at");
    carried_.push_back(type + " " + values + "[" + ns + "][" + dim + "] = {};");
    carried_.push_back("int " + at + "[" + ns + "] = {};");
  }
  std::vector<std::string> items;
  for (int s = 0; s < slots; ++s) {
    const std::string slot = values + "[" + std::to_string(s) + "]";
    items.push_back(slot);
    const std::vector<std::string> element =
        read ? std::vector<std::string>{loadRead(k, s, slot)}
             : addWritten(k, s, slot, at + "[" + std::to_string(s) + "]",
                          active);
    for (const std::string &statement : element)
      elementLocals_.push_back(line(active.empty()
                                        ? statement
                                        : "if (" + active + ") {\n  " +
                                              indentBy(statement, 2) + "\n}"));
  }
  elementLocals_.push_back(
      wrapped((read ? "const " : "") + type + " *" + local + "[" + ns + "] = {",
              items, "};"));
  args_.callArgs.push_back(local);
}

} // namespace loom::translator::codegen::cuda_hier
