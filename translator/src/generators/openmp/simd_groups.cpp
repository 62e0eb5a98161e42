#include "generators/openmp/simd_groups.h"

#include <algorithm>
#include <map>
#include <set>

namespace loom::translator::codegen::openmp {

namespace {

// Neither staging nor a fold is needed: every lane reads what it likes and
// writes only its own element's direct data.
constexpr std::string_view kSimdLoop = R"cpp(
// SIMD: the block's elements across vector lanes.
#pragma omp simd
for (int n = block_begin; n < block_end; ++n) {
  {{element_locals}}
  {{kernel_call}}
}
)cpp";

constexpr std::string_view kSimdGroups = R"cpp(
// SIMD groups of simd_width consecutive elements, the kernel
// across vector lanes. Data read through maps is gathered into
// per-lane arrays first (OP2's vectorised CPU scheme); increments
// through maps (and reductions) are staged per lane, since two
// lanes may increment the same element, and added after the
// group in element order.
constexpr int simd_width = loom::openmp::kSimdLanes;
for (int group = block_begin; group < block_end; group += simd_width) {
  const int lanes = std::min(simd_width, block_end - group);
  {{staging}}
  {{gather}}
#pragma omp simd
  for (int lane = 0; lane < lanes; ++lane) {
    {{element_locals}}
    {{kernel_call}}
  }
  {{scatter}}
}
)cpp";

// A statement, maybe of several lines, indented at its column.
Layout text(std::string s) {
  return [s = std::move(s)](int column) {
    std::string out;
    for (char c : s) {
      out += c;
      if (c == '\n')
        out.append(static_cast<size_t>(column), ' ');
    }
    return out;
  };
}

// Why `loop` has no SIMD form; empty when it has one.
std::string fallbackReason(const LoopLayout &layout) {
  const LoopModel &loop = *layout.loop;
  std::set<int> written, shared;
  std::vector<int> uses(loop.dats.size(), 0);
  for (size_t k = 0; k < loop.args.size(); ++k) {
    const ArgModel &a = loop.args[k];
    if (a.optional)
      return "op_opt_arg arguments are not staged";
    if ((a.kind == ArgKind::Dat || isReduction(a)) && a.dim <= 0)
      return layout.argLabel(k) + " has no constant dim to stage";
    if (a.kind != ArgKind::Dat)
      continue;
    if (a.mapKind == MapKind::Vector)
      return layout.argLabel(k) + " passes every map slot (T **)";
    if (a.mapKind == MapKind::Indirect &&
        (a.access == Access::Write || a.access == Access::ReadWrite))
      return "two lanes could write the same element of " + layout.argLabel(k);
    ++uses[a.datIndex];
    if (a.access != Access::Read && a.access != Access::Inc)
      written.insert(a.datIndex);
    if (a.access == Access::Inc)
      shared.insert(a.datIndex);
  }
  // A dat read by one argument and changed by another: in element order a
  // later element sees an earlier one's change, which staging would hide.
  for (size_t k = 0; k < loop.args.size(); ++k) {
    const ArgModel &a = loop.args[k];
    if (a.kind != ArgKind::Dat || uses[a.datIndex] < 2)
      continue;
    if (written.count(a.datIndex) ||
        (shared.count(a.datIndex) && a.access != Access::Inc))
      return layout.argLabel(k) + " is read and changed by different arguments";
  }
  return {};
}

// Two more spaces after every line break.
std::string indented(const std::string &s) {
  std::string out;
  for (char c : s) {
    out += c;
    if (c == '\n')
      out += "  ";
  }
  return out;
}

std::string dimText(const ArgModel &a) { return std::to_string(a.dim); }

class SimdBuilder {
public:
  SimdBuilder(LoopLayout &layout, const HostKernelCall &call)
      : layout_(layout), loop_(*layout.loop), call_(call),
        args_(call.callArgs) {}

  SimdBlock build() {
    SimdBlock out;
    out.fallback = fallbackReason(layout_);
    if (!out.fallback.empty())
      return out;
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      if (a.kind == ArgKind::Dat && a.mapKind == MapKind::Indirect &&
          a.access == Access::Inc) {
        stageIncrement(k);
        out.stagesIncrements = true;
      } else if (a.kind == ArgKind::Dat && a.mapKind == MapKind::Indirect)
        gatherRead(k);
      else if (isReduction(a))
        stageReduction(k);
    }
    Layout kernelCall = wrapped(call_.kernel + "(", args_, ");");
    if (staging_.empty()) {
      out.code =
          fragment(kSimdLoop, {{"element_locals", lines(call_.elementLocals)},
                               {"kernel_call", kernelCall}});
      return out;
    }
    std::vector<Layout> scatter;
    if (!scatter_.empty()) {
      std::string body;
      if (!slotLocals_.empty())
        body += "\n  const int n = group + lane;";
      for (const std::string &s : slotLocals_)
        body += "\n  " + s;
      for (const std::string &s : scatter_)
        body += "\n  " + indented(s);
      scatter.push_back(
          text("for (int lane = 0; lane < lanes; ++lane) {" + body + "\n}"));
    }
    std::vector<Layout> gather;
    if (!gather_.empty()) {
      std::string body;
      for (const std::string &s : gatherLocals_)
        body += "\n  " + s;
      for (const std::string &s : gather_)
        body += "\n  " + indented(s);
      gather.push_back(text("for (int lane = 0; lane < lanes; ++lane) {\n"
                            "  const int n = group + lane;" +
                            body + "\n}"));
    }
    out.code = fragment(kSimdGroups, {{"staging", lines(staging_)},
                                      {"gather", lines(gather)},
                                      {"element_locals", lines(laneLocals())},
                                      {"kernel_call", kernelCall},
                                      {"scatter", lines(scatter)}});
    return out;
  }

private:
  // The element of each lane, when an argument needs it (direct data,
  // op_arg_idx), and the op_arg_idx values; the map entries of the other
  // arguments were read by the gather.
  std::vector<Layout> laneLocals() const {
    std::vector<Layout> out;
    bool needsElement = false;
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      if ((a.kind == ArgKind::Dat && a.mapKind == MapKind::Direct) ||
          a.kind == ArgKind::Idx)
        needsElement = true;
    }
    if (needsElement)
      out.push_back(text("const int n = group + lane;"));
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      if (a.kind != ArgKind::Idx)
        continue;
      std::string value =
          a.mapIndex >= 0 ? mapEntry(layout_.maps[a.mapIndex], a.idx) : "n";
      out.push_back(text("int " + args_[k].substr(1) + " = " + value + ";"));
    }
    return out;
  }

  // The kernel increments lane-local values, added to the dat after the
  // group.
  void stageIncrement(size_t k) {
    const ArgModel &a = loop_.args[k];
    const std::string &data = layout_.argLocal[k];
    std::string staged = layout_.names.claim(data + "_inc" + std::to_string(k));
    staging_.push_back(text(layout_.elementType(k) + " " + staged +
                            "[simd_width][" + dimText(a) + "] = {};"));
    args_[k] = staged + "[lane]";
    const MapLayout &use = layout_.maps[a.mapIndex];
    const std::string &slot = use.slotLocal.at(a.idx);
    std::string decl = "const int " + slot + " = " + mapEntry(use, a.idx) + ";";
    if (std::find(slotLocals_.begin(), slotLocals_.end(), decl) ==
        slotLocals_.end())
      slotLocals_.push_back(decl);
    if (a.dim == 1)
      scatter_.push_back(data + "[" + slot + "] += " + staged + "[lane][0];");
    else
      scatter_.push_back("for (int d = 0; d < " + dimText(a) + "; ++d)\n  " +
                         data + "[" + slot + " * " + dimText(a) +
                         " + d] += " + staged + "[lane][d];");
  }

  // Gathers the values argument k reads through a map into a per-lane
  // array, once per (dat, map slot).
  void gatherRead(size_t k) {
    const ArgModel &a = loop_.args[k];
    const std::string &data = layout_.argLocal[k];
    const MapLayout &use = layout_.maps[a.mapIndex];
    const std::string &slot = use.slotLocal.at(a.idx);
    std::string key = data + "@" + slot;
    auto found = gathered_.find(key);
    if (found != gathered_.end()) {
      args_[k] = found->second + "[lane]";
      return;
    }
    std::string lanes = layout_.names.claim(data + "_" + slot);
    gathered_[key] = lanes;
    args_[k] = lanes + "[lane]";
    staging_.push_back(text(layout_.elementType(k) + " " + lanes +
                            "[simd_width][" + dimText(a) + "];"));
    std::string decl = "const int " + slot + " = " + mapEntry(use, a.idx) + ";";
    if (std::find(gatherLocals_.begin(), gatherLocals_.end(), decl) ==
        gatherLocals_.end())
      gatherLocals_.push_back(decl);
    if (a.dim == 1)
      gather_.push_back(lanes + "[lane][0] = " + data + "[" + slot + "];");
    else
      gather_.push_back("for (int d = 0; d < " + dimText(a) + "; ++d)\n  " +
                        lanes + "[lane][d] = " + data + "[" + slot + " * " +
                        dimText(a) + " + d];");
  }

  // Each lane starts from the identity of OP_INC, or from the block's
  // partial for OP_MIN/OP_MAX, and the lanes fold into the partial after the
  // group.
  void stageReduction(size_t k) {
    const ArgModel &a = loop_.args[k];
    const std::string &partial = layout_.argLocal[k];
    std::string staged = layout_.names.claim(partial + "_lanes");
    std::string type = layout_.elementType(k);
    std::string dim = dimText(a);
    args_[k] = staged + "[lane]";
    if (a.access == Access::Inc) {
      staging_.push_back(
          text(type + " " + staged + "[simd_width][" + dim + "] = {};"));
      scatter_.push_back(a.dim == 1
                             ? partial + "[0] += " + staged + "[lane][0];"
                             : "for (int d = 0; d < " + dim + "; ++d)\n  " +
                                   partial + "[d] += " + staged + "[lane][d];");
      return;
    }
    staging_.push_back(text(type + " " + staged + "[simd_width][" + dim +
                            "];\nfor (int lane = 0; lane < simd_width; "
                            "++lane)\n  for (int d = 0; d < " +
                            dim + "; ++d)\n    " + staged +
                            "[lane][d] = " + partial + "[d];"));
    const char *pick = a.access == Access::Min ? "std::min" : "std::max";
    scatter_.push_back("for (int d = 0; d < " + dim + "; ++d)\n  " + partial +
                       "[d] = " + pick + "(" + partial + "[d], " + staged +
                       "[lane][d]);");
  }

  LoopLayout &layout_;
  const LoopModel &loop_;
  const HostKernelCall &call_;
  std::vector<std::string> args_;
  std::vector<Layout> staging_;
  std::vector<std::string> slotLocals_, scatter_;
  std::vector<std::string> gatherLocals_, gather_;
  std::map<std::string, std::string> gathered_; // dat@slot -> lane array
};

} // namespace

SimdBlock simdBlock(LoopLayout &layout, const HostKernelCall &call) {
  return SimdBuilder(layout, call).build();
}

} // namespace loom::translator::codegen::openmp
