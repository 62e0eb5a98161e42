#include "generators/cuda_common/kernel_args.h"

#include "generators/cuda_common/kernel_text.h"
#include "generators/cuda_common/layout_check.h"

#include <algorithm>

namespace loom::translator::codegen::cuda {

namespace {

// What one global argument adds; an optional one is guarded as a whole
// before it is appended.
struct GlobalCode {
  std::vector<LaunchParam> params;
  std::vector<std::string> deviceLocals;
  std::string callArg;
  std::vector<std::string> threadDecls; // this thread's values
  std::vector<std::string> threadInits; // statements setting them
  // An OP_READ global the kernel takes as non-const: the host's flag
  // locals, this thread's copy (declared, then set), the check after the
  // kernel.
  std::vector<std::string> flagLocals, copyDecls, copyInits, checks;
  std::vector<std::string> hostRed, fold, finish;
};

template <typename T>
void append(std::vector<T> &to, const std::vector<T> &items) {
  to.insert(to.end(), items.begin(), items.end());
}

std::string deviceGlobal(const std::string &type, const std::string &local,
                         const std::string &k) {
  return "const " + type + " *" + local + " = loom::cuda::deviceGlobal<" +
         type + ">(arg" + k + ", " + k + ", name);";
}

// The kernel may write through its parameter: it gets this thread's own
// copy, and one it changed sets the argument's flag for the host
// (loom/backend/cuda/read_only_globals.h).
void addReadOnlyCopy(const LoopModel &loop, LoopLayout &layout, size_t k,
                     GlobalCode &code) {
  const std::string ks = std::to_string(k);
  const std::string &base = layout.argLocal[k];
  const std::string type = layout.elementType(k);
  const std::string copy = layout.names.claim(base + "_copy");
  const std::string flag = layout.names.claim(base + "_written");
  const std::string site = layout.names.claim(base + "_check");
  code.params.push_back({"int *__restrict__ " + flag, flag});
  code.flagLocals.push_back("static loom::cuda::ReadOnlyFlag " + site + "(" +
                            ks + ");");
  code.flagLocals.push_back("int *" + flag + " = " + site + ".device(name" +
                            layout.siteArgument + ");");
  code.copyDecls.push_back(type + " " + copy + "[" +
                           std::to_string(loop.args[k].dim) + "];");
  code.copyInits.push_back("for (int d = 0; d < " +
                           std::to_string(loop.args[k].dim) + "; ++d)\n  " +
                           copy + "[d] = " + base + "[d];");
  code.checks.push_back("if (loom::cuda::bytesDiffer(" + copy + ", " + base +
                        ", sizeof " + copy + "))\n  *" + flag + " = 1;");
  code.callArg = copy;
}

} // namespace

std::vector<std::string> declarations(const std::vector<LaunchParam> &params) {
  std::vector<std::string> out;
  for (const LaunchParam &p : params)
    out.push_back(p.decl);
  return out;
}

std::vector<std::string>
launchArguments(const std::vector<LaunchParam> &params) {
  std::vector<std::string> out;
  for (const LaunchParam &p : params)
    out.push_back(p.launchArg);
  return out;
}

std::string joinLines(const std::vector<std::string> &items) {
  std::string out;
  for (const std::string &i : items)
    out += (out.empty() ? "" : "\n") + i;
  return out;
}

std::string indentBy(const std::string &text, int by) {
  std::string out;
  for (char c : text) {
    out += c;
    if (c == '\n')
      out.append(static_cast<size_t>(by), ' ');
  }
  return out;
}

std::string guarded(const std::string &condition,
                    const std::string &statement) {
  return "if (" + condition + ")\n  " + indentBy(statement, 2);
}

Layout line(std::string text) {
  return [text = std::move(text)](int) { return text; };
}

std::string widestSize(const std::vector<std::string> &types) {
  std::vector<std::string> sizes;
  for (const std::string &t : types)
    sizes.push_back("sizeof(" + t + ")");
  return sizes.size() == 1 ? sizes[0] : "std::max({" + join(sizes) + "})";
}

void rejectDimsNotPositive(const LoopModel &loop) {
  for (size_t k = 0; k < loop.args.size(); ++k) {
    const ArgModel &a = loop.args[k];
    if ((a.kind == ArgKind::Dat || a.kind == ArgKind::Gbl) && a.dim <= 0)
      reject(loop, k,
             "dim " + std::to_string(a.dim) +
                 ": it sizes the argument's device copies, so even an "
                 "optional argument that is inactive needs a positive dim");
  }
}

std::string deviceCallee(const LoopModel &loop, const DeviceKernel &device) {
  const std::string &written = loop.kernel.callee;
  if (written.compare(0, loop.kernel.name.size(), loop.kernel.name) == 0)
    return device.name + written.substr(loop.kernel.name.size());
  return device.name;
}

KernelArgs::KernelArgs(const LoopModel &loop, LoopLayout &layout,
                       const DeviceKernel &device, std::string partialCount)
    : loop_(loop), layout_(layout), device_(device),
      partialCount_(std::move(partialCount)) {
  strides.assign(loop.dats.size(), "");
  if (std::string check = layoutCheck(loop, layout.siteArgument);
      !check.empty())
    deviceLocals.push_back(indented(std::move(check)));
}

void KernelArgs::addDat(size_t d) {
  const size_t k = static_cast<size_t>(loop_.dats[d].firstArg);
  const std::string arg = datArgument(loop_, d); // an active one
  const std::string &local = layout_.argLocal[k];
  const std::string type = layout_.elementType(k);
  const bool readOnly = layout_.datConst[d];
  // Every dat has its own device copy, so no two dat pointers alias:
  // __restrict__ lets the compiler issue an element's loads before its
  // stores (otherwise each load of a written row waits for the store
  // before it).
  params.push_back(
      {(readOnly ? "const " : "") + type + " *__restrict__ " + local, local});
  deviceLocals.push_back(
      line(deviceDatLocal(readOnly, type, local, arg, loop_.dats[d].soa)));
  if (needsStride(loop_, device_, d)) {
    const std::string stride = layout_.names.claim(local + "_stride");
    strides[d] = stride;
    params.push_back({"int " + stride, stride});
    deviceLocals.push_back(line(strideLocal(stride, arg)));
  }
}

void KernelArgs::addMap(const MapLayout &use) {
  const std::string arg = "arg" + std::to_string(use.firstArg);
  params.push_back({"const int *__restrict__ " + use.local, use.local});
  deviceLocals.push_back(line("const int *" + use.local +
                              " = loom::cuda::deviceMap(" + arg + ", name);"));
  if (!std::all_of(use.stride.begin(), use.stride.end(), ::isdigit)) {
    params.push_back({"int " + use.stride, use.stride});
    deviceLocals.push_back(
        line("const int " + use.stride + " = " + arg + ".map->dim;"));
  }
}

std::string KernelArgs::addActive(size_t k) {
  const std::string ks = std::to_string(k);
  const std::string active = layout_.names.claim("arg" + ks + "_active");
  params.push_back({"int " + active, "arg" + ks + ".opt"});
  return active;
}

void KernelArgs::nullUnless(const std::string &active) {
  callArgs.back() = active + " ? " + callArgs.back() + " : nullptr";
}

void KernelArgs::addGlobal(size_t k) {
  const ArgModel &a = loop_.args[k];
  const std::string ks = std::to_string(k);
  const std::string &base = layout_.argLocal[k];
  const std::string type = layout_.elementType(k);
  const std::string dim = std::to_string(a.dim);
  GlobalCode code;
  if (!isReduction(a)) {
    code.params.push_back({"const " + type + " *__restrict__ " + base, base});
    code.deviceLocals.push_back(deviceGlobal(type, base, ks));
    code.callArg = base;
    if (!layout_.kernelWantsConst(k))
      addReadOnlyCopy(loop_, layout_, k, code);
  } else {
    const std::string op = reductionOp(a.access);
    const std::string partials = layout_.names.claim(base + "_partials");
    const std::string local = layout_.names.claim(base + "_local");
    const std::string object = layout_.names.claim(base + "_reduction");
    if (std::find(reductionTypes.begin(), reductionTypes.end(), type) ==
        reductionTypes.end())
      reductionTypes.push_back(type);
    code.params.push_back({type + " *" + partials, object + ".partials()"});
    code.hostRed.push_back("loom::cuda::GlobalReduction<" + type + ", " + op +
                           "> " + object + "(arg" + ks + ", " + ks + "," +
                           partialCount_ + ", name);");
    code.fold.push_back(object + ".launched(blocks);");
    code.finish.push_back(object + ".finish();");
    if (a.access == Access::Inc) {
      code.threadDecls.push_back(type + " " + local + "[" + dim + "] = {};");
    } else {
      // OP_MIN/OP_MAX start from the variable's value, so idle threads
      // change nothing.
      const std::string initial = layout_.names.claim(base + "_initial");
      code.params.push_back(
          {"const " + type + " *__restrict__ " + initial, initial});
      code.deviceLocals.push_back(deviceGlobal(type, initial, ks));
      code.threadDecls.push_back(type + " " + local + "[" + dim + "];");
      code.threadInits.push_back("for (int d = 0; d < " + dim + "; ++d)\n  " +
                                 local + "[d] = " + initial + "[d];");
    }
    code.callArg = local;
    reductions.push_back({op, type, local, partials, a.dim});
  }
  if (a.optional) {
    const std::string active = layout_.names.claim("arg" + ks + "_active");
    code.params.push_back({"int " + active, "arg" + ks + ".opt"});
    code.callArg = active + " ? " + code.callArg + " : nullptr";
    for (std::string &upload : code.deviceLocals)
      upload = optionalUpload(upload, ks);
    for (std::string &s : code.fold)
      s = "if (arg" + ks + ".opt)\n  " + s;
    for (std::string &s : code.finish)
      s = "if (arg" + ks + ".opt)\n  " + s;
    for (std::string &s : code.threadInits)
      s = guarded(active, s);
    for (std::string &s : code.copyInits)
      s = guarded(active, s);
    for (std::string &s : code.checks)
      s = guarded(active, s);
  }
  append(params, code.params);
  for (const std::string &upload : code.deviceLocals)
    deviceLocals.push_back(line(upload));
  for (const std::string &flag : code.flagLocals)
    deviceLocals.push_back(line(flag));
  append(readOnlyCopies, code.copyDecls);
  append(readOnlyCopies, code.copyInits);
  append(readOnlyChecks, code.checks);
  callArgs.push_back(code.callArg);
  append(threadLocals, code.threadDecls);
  append(threadLocals, code.threadInits);
  append(hostRed, code.hostRed);
  append(fold, code.fold);
  append(finish, code.finish);
}

Vars sharedLoopVars(const LoopLayout &layout, const DeviceKernel &device,
                    const KernelArgs &args,
                    const std::vector<std::string> &marks) {
  return {
      {"summary", layout.summary},
      {"device_kernel", device.definition},
      {"constants", device.constDeclarations},
      {"thread_locals",
       section("Reductions: this thread's values", args.threadLocals)},
      {"read_only_copies",
       section("OP_READ globals the kernel takes as non-const: this "
               "thread's own copies",
               args.readOnlyCopies)},
      {"read_only_checks",
       section("A copy the kernel changed: flagged for the host",
               args.readOnlyChecks)},
      {"signature", layout.signature(") {")},
      {"args_array", layout.argsArray},
      {"nargs", std::to_string(layout.nargs)},
      {"site", layout.siteArgument},
      {"const_uploads",
       section("op_decl_const values to __constant__ memory, when they "
               "changed",
               device.constUploads)},
      {"device_locals", lines(args.deviceLocals)},
      {"reductions",
       section("Global reductions: partials of each launch", args.hostRed)},
      {"fold", joinLines(args.fold)},
      {"finish", section("Reductions: partials folded on the device, each "
                         "result copied back",
                         args.finish)},
      {"mark_written",
       section("The device copies of written dats are now the newer", marks)},
  };
}

std::string plainOrAtomic(const std::string &heading, bool atomicForm,
                          const std::string &flag, const std::string &note,
                          const std::vector<std::string> &plain,
                          const std::vector<std::string> &atomic) {
  if (!atomicForm)
    return section(heading, plain);
  return section(heading + " (" + note + ")",
                 {"if (" + flag + ") {\n  " + indentBy(joinLines(atomic), 2) +
                  "\n} else {\n  " + indentBy(joinLines(plain), 2) + "\n}"});
}

} // namespace loom::translator::codegen::cuda
