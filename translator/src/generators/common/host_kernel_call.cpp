#include "generators/common/host_kernel_call.h"

namespace loom::translator::codegen {

std::string mapEntry(const MapLayout &use, int slot,
                     const std::string &element) {
  std::string row = use.stride == "1" ? element : element + " * " + use.stride;
  if (slot != 0)
    row += " + " + std::to_string(slot);
  return use.local + "[" + row + "]";
}

std::string argDim(const ArgModel &a, size_t k) {
  return a.dim > 0 ? std::to_string(a.dim) : "arg" + std::to_string(k) + ".dim";
}

std::string elementPointer(const std::string &base, const std::string &index,
                           const ArgModel &a, size_t k) {
  std::string dim = argDim(a, k);
  if (dim == "1")
    return base + " + " + index;
  return base + " + " + index + " * " + dim;
}

namespace {

Layout line(std::string text) {
  return [text = std::move(text)](int) { return text; };
}

class HostCallBuilder {
public:
  explicit HostCallBuilder(LoopLayout &layout)
      : layout_(layout), loop_(*layout.loop) {}

  HostKernelCall build() {
    // The callee keeps template arguments that cannot be deduced
    // (`scale<3>`); models without one call the kernel by name.
    out_.kernel =
        loop_.kernel.callee.empty() ? loop_.kernel.name : loop_.kernel.callee;
    // A kernel named as a local of the loop function (`n`, `set`) is called
    // by its qualified name, which no local hides (the front end checked
    // that the kernel is reachable from namespace scope).
    if (const std::vector<std::string> ids = identifiersIn(out_.kernel);
        !ids.empty() && isLoopLocalName(ids.front()))
      out_.kernel = "::" + out_.kernel;
    for (const MapLayout &use : layout_.maps)
      for (const auto &[slot, local] : use.slotLocal)
        out_.elementLocals.push_back(
            line("const int " + local + " = " + mapEntry(use, slot) + ";"));
    for (size_t k = 0; k < loop_.args.size(); ++k)
      addArg(k);
    return std::move(out_);
  }

private:
  void addArg(size_t k) {
    const ArgModel &a = loop_.args[k];
    const std::string &data = layout_.argLocal[k];
    switch (a.kind) {
    case ArgKind::Dat:
      if (a.mapKind == MapKind::Direct)
        out_.callArgs.push_back(elementPointer(data, "n", a, k));
      else if (a.mapKind == MapKind::Indirect)
        out_.callArgs.push_back(elementPointer(
            data, layout_.maps[a.mapIndex].slotLocal.at(a.idx), a, k));
      else
        addVector(k);
      // An inactive op_opt_arg_dat gets a null pointer, as in the reference
      // loop.
      if (a.optional)
        out_.callArgs.back() = "arg" + std::to_string(k) + ".opt ? " +
                               out_.callArgs.back() + " : nullptr";
      break;
    case ArgKind::Gbl:
    case ArgKind::Info:
      out_.callArgs.push_back(data);
      break;
    case ArgKind::Idx: {
      std::string local =
          layout_.names.claim("arg" + std::to_string(k) + "_idx");
      std::string value = a.mapIndex >= 0
                              ? layout_.maps[a.mapIndex].slotLocal.at(a.idx)
                              : std::string("n");
      out_.elementLocals.push_back(line("int " + local + " = " + value + ";"));
      out_.callArgs.push_back("&" + local);
      break;
    }
    }
  }

  // A vector argument: the kernel takes T ** and gets one pointer per map
  // slot, in an array local to the element, typed as the kernel's parameter.
  void addVector(size_t k) {
    const ArgModel &a = loop_.args[k];
    std::string elem;
    const KernelParam *p = layout_.param(k);
    if (p && p->type.find("**") != std::string::npos)
      elem = trimmed(p->type.substr(0, p->type.rfind('*')));
    else
      elem = (layout_.kernelWantsConst(k) ? "const " : "") +
             layout_.elementType(k) + " *";
    std::string base = layout_.argLocal[k];
    std::string local = layout_.names.claim(layout_.baseName(k) + "_vec");
    std::vector<std::string> items;
    const MapLayout &use = layout_.maps[a.mapIndex];
    int slots = layout_.vectorSlots(k);
    for (int s = 0; s < slots; ++s)
      items.push_back(elementPointer(base, use.slotLocal.at(s), a, k));
    std::string head = elem + (elem.back() == '*' ? "" : " ") + local + "[" +
                       std::to_string(slots) + "] = {";
    out_.elementLocals.push_back(wrapped(head, items, "};"));
    out_.callArgs.push_back(local);
  }

  LoopLayout &layout_;
  const LoopModel &loop_;
  HostKernelCall out_;
};

} // namespace

HostKernelCall hostKernelCall(LoopLayout &layout) {
  return HostCallBuilder(layout).build();
}

} // namespace loom::translator::codegen
