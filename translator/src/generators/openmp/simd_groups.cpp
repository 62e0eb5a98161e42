#include "generators/openmp/simd_groups.h"

#include "generators/common/kernel_copy.h"
#include "generators/common/macro_shield.h"

#include <algorithm>
#include <map>
#include <set>

namespace loom::translator::codegen::openmp {

namespace {

// Neither lane arrays nor a fold are needed: every lane reads what it likes
// and writes only its own element's direct data.
constexpr std::string_view kSimdLoop = R"cpp(
// SIMD: the block's elements across vector lanes.
#pragma omp simd
for (int n = block_begin; n < block_end; ++n) {
  {{element_locals}}
  {{kernel_call}}
}
)cpp";

constexpr std::string_view kSimdGroups = R"cpp(
{{comment}}
constexpr int lanes = loom::openmp::kLaneGroup;
for (; k + lanes <= block_end; k += lanes) {
  {{lane_arrays}}
  {{gathers}}
#pragma omp simd
  for (int lane = 0; lane < lanes; ++lane) {
    {{lane_locals}}
    {{kernel_call}}
  }
  {{rows}}
  {{scatter}}
}
)cpp";

constexpr std::string_view kScatter = R"cpp(
for (int lane = 0; lane < lanes; ++lane) {
  {{element}}
  {{updates}}
}
)cpp";

constexpr std::string_view kLaneKernel = R"cpp(
#ifndef LOOM_DEFINED_loom_lanes
#define LOOM_DEFINED_loom_lanes
// Lanes of a SIMD group: lane copies of kernels step over them.
static constexpr int loom_lanes = loom::openmp::kLaneGroup;
#endif

#ifndef LOOM_DEFINED_{{name}}
#define LOOM_DEFINED_{{name}}
{{comment}}
namespace {
{{definition}}
} // namespace
#endif
)cpp";

// Whether argument `a` increments its dat through a map.
bool incrementsThroughMap(const ArgModel &a) {
  return a.kind == ArgKind::Dat && a.mapKind == MapKind::Indirect &&
         a.access == Access::Inc;
}

// Whether argument `a` is in a lane array in the SIMD groups: read or
// incremented through a map, or a reduction.
bool inLaneArray(const ArgModel &a) {
  return (a.kind == ArgKind::Dat && a.mapKind == MapKind::Indirect) ||
         isReduction(a);
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
  // The lane copy of the kernel scales the subscripts of the arguments in
  // lane arrays; it is defined where the loops are, in the global namespace.
  for (size_t k = 0; k < loop.args.size(); ++k) {
    if (!inLaneArray(loop.args[k]))
      continue;
    if (loop.kernel.name.find("::") != std::string::npos)
      return "kernel '" + loop.kernel.name +
             "' is not in the global namespace, where its lane copy would "
             "be defined";
    if (std::string why = subscriptScalingObstacle(loop.kernel, k);
        !why.empty())
      return layout.argLabel(k) + " would be in a lane array, but " + why;
  }
  return {};
}

std::string dimText(const ArgModel &a) { return std::to_string(a.dim); }

// "a, b and c".
std::string listed(const std::vector<std::string> &items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i > 0)
      out += i + 1 == items.size() ? " and " : ", ";
    out += items[i];
  }
  return out;
}

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
      if (!inLaneArray(a))
        continue;
      strided_.push_back(k);
      if (isReduction(a)) {
        stageReduction(k);
        continue;
      }
      out.transposes = true;
      if (a.access == Access::Inc)
        stageIncrement(k);
      else
        gatherRead(k);
    }
    if (strided_.empty()) {
      out.code =
          fragment(kSimdLoop,
                   {{"element_locals", lines(call_.elementLocals)},
                    {"kernel_call", wrapped(call_.kernel + "(", args_, ");")}});
      return out;
    }
    out.groups = true;
    const std::string copy = laneKernelName();
    out.laneKernel = laneKernel(copy);
    std::set<std::string> used;
    const std::string callee =
        renameIdentifiers(call_.kernel, {{loop_.kernel.name, copy}}, used);
    out.code = fragment(kSimdGroups,
                        {{"comment", comment(groupComment())},
                         {"lane_arrays", lines(laneArrays_)},
                         {"gathers", lines(gathers_)},
                         {"lane_locals", lines(laneLocals())},
                         {"kernel_call", wrapped(callee + "(", args_, ");")},
                         {"rows", lines(rows_)},
                         {"scatter", lines(scatter())}});
    return out;
  }

private:
  // The lane loop's locals: the element of the lane, when an argument needs
  // it (direct data, op_arg_idx), and the op_arg_idx values.
  std::vector<Layout> laneLocals() const {
    std::vector<Layout> out;
    bool needsElement = false;
    for (const ArgModel &a : loop_.args)
      if ((a.kind == ArgKind::Dat && a.mapKind == MapKind::Direct) ||
          a.kind == ArgKind::Idx)
        needsElement = true;
    if (needsElement)
      out.push_back(indented("const int n = k + lane;"));
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      if (a.kind != ArgKind::Idx)
        continue;
      std::string value =
          a.mapIndex >= 0 ? mapEntry(layout_.maps[a.mapIndex], a.idx) : "n";
      out.push_back(
          indented("int " + args_[k].substr(1) + " = " + value + ";"));
    }
    return out;
  }

  // The group's first map entry for argument k's slot:
  // "pedge_map + k * 2 + 1".
  std::string groupRows(const ArgModel &a) const {
    const MapLayout &use = layout_.maps[a.mapIndex];
    std::string rows =
        use.local + " + " + (use.stride == "1" ? "k" : "k * " + use.stride);
    if (a.idx != 0)
      rows += " + " + std::to_string(a.idx);
    return rows;
  }

  // A lane array for argument k, declared (and zeroed when `zero`) before
  // the group; the lane copy gets the address of the lane's first value.
  std::string laneArray(size_t k, const std::string &base, bool zero) {
    const ArgModel &a = loop_.args[k];
    std::string name = layout_.names.claim(base);
    laneArrays_.push_back(indented(layout_.elementType(k) + " " + name + "[" +
                                   dimText(a) + "][lanes]" +
                                   (zero ? " = {};" : ";")));
    args_[k] = "&" + name + "[0][lane]";
    return name;
  }

  // The rows argument k reads through a map, gathered into a lane array
  // once per (dat, map slot).
  void gatherRead(size_t k) {
    const ArgModel &a = loop_.args[k];
    const std::string &data = layout_.argLocal[k];
    const std::string &slot = layout_.maps[a.mapIndex].slotLocal.at(a.idx);
    const std::string key = data + "@" + slot;
    if (auto found = gathered_.find(key); found != gathered_.end()) {
      args_[k] = "&" + found->second + "[0][lane]";
      return;
    }
    const std::string lanes = laneArray(k, data + "_" + slot, false);
    gathered_.emplace(key, lanes);
    const MapLayout &use = layout_.maps[a.mapIndex];
    gathers_.push_back(wrapped("loom::openmp::gatherLanes(",
                               {lanes, data, groupRows(a), use.stride}, ");"));
  }

  // The kernel increments a zeroed lane array, added to the dat after the
  // group: a row per lane, transposed back (dim 1: value by value).
  void stageIncrement(size_t k) {
    const ArgModel &a = loop_.args[k];
    const std::string &data = layout_.argLocal[k];
    const std::string staged =
        laneArray(k, data + "_inc" + std::to_string(k), true);
    const std::string entry = mapEntry(layout_.maps[a.mapIndex], a.idx);
    if (a.dim == 1) {
      scatter_.push_back(
          indented(data + "[" + entry + "] += " + staged + "[0][lane];"));
      return;
    }
    const std::string rows =
        layout_.names.claim(data + "_rows" + std::to_string(k));
    rows_.push_back(indented(layout_.elementType(k) + " " + rows + "[lanes][" +
                             dimText(a) + "];"));
    rows_.push_back(
        indented("loom::openmp::laneRows(" + staged + ", " + rows + ");"));
    scatter_.push_back(
        wrapped("loom::openmp::addRow(",
                {elementPointer(data, entry, a, k), rows + "[lane]"}, ");"));
  }

  // Each lane starts from the identity of OP_INC, or from the block's
  // partial for OP_MIN/OP_MAX; the lanes fold into the partial after the
  // group, in element order.
  void stageReduction(size_t k) {
    const ArgModel &a = loop_.args[k];
    const std::string &partial = layout_.argLocal[k];
    const std::string dim = dimText(a);
    const bool inc = a.access == Access::Inc;
    const std::string staged = laneArray(k, partial + "_lanes", inc);
    if (!inc)
      laneArrays_.push_back(
          indented("for (int d = 0; d < " + dim +
                   "; ++d)\n  for (int lane = 0; lane < lanes; "
                   "++lane)\n    " +
                   staged + "[d][lane] = " + partial + "[d];"));
    const std::string d = a.dim == 1 ? "[0]" : "[d]";
    const std::string update =
        inc ? partial + d + " += " + staged + d + "[lane];"
            : partial + d + " = " +
                  (a.access == Access::Min ? "std::min" : "std::max") + "(" +
                  partial + d + ", " + staged + d + "[lane]);";
    scatter_.push_back(indented(a.dim == 1 ? update
                                           : "for (int d = 0; d < " + dim +
                                                 "; ++d)\n  " + update));
  }

  std::vector<Layout> scatter() const {
    if (scatter_.empty())
      return {};
    const bool increments =
        std::any_of(loop_.args.begin(), loop_.args.end(), incrementsThroughMap);
    return {fragment(
        kScatter,
        {{"element", Value(increments ? "const int n = k + lane;" : "")},
         {"updates", lines(scatter_)}})};
  }

  // What the groups do, for their comment.
  std::string groupComment() const {
    bool reads = false, increments = false;
    for (const ArgModel &a : loop_.args)
      if (a.kind == ArgKind::Dat && a.mapKind == MapKind::Indirect)
        (incrementsThroughMap(a) ? increments : reads) = true;
    std::string out = "SIMD groups of `lanes` consecutive elements: the kernel "
                      "runs across vector lanes on lane arrays [dim][lanes] "
                      "(docs/simd.md).";
    if (reads)
      out += " Rows read through maps are gathered into them.";
    if (increments)
      out += " Increments through maps are staged in them and added after the "
             "group, in element order.";
    if (loop_.hasReductions())
      out += " Reductions are staged in them and folded after the group, in "
             "element order.";
    return out;
  }

  // "loom_lanes_res_calc" when every parameter is in a lane array, else
  // with the indices of those that are: "loom_lanes_adt_calc_0_1_2_3".
  std::string laneKernelName() const {
    std::string name = "loom_lanes_" + loop_.kernel.name;
    if (strided_.size() != loop_.kernel.params.size())
      for (size_t k : strided_) { // in steps: GCC 12 warns on "_" + to_string
        name += '_';
        name += std::to_string(k);
      }
    return name;
  }

  std::string laneKernel(const std::string &name) const {
    const KernelModel &kernel = loop_.kernel;
    std::map<size_t, std::string> factors;
    std::vector<std::string> params;
    for (size_t k : strided_) {
      factors.emplace(k, "loom_lanes");
      params.push_back(kernel.params[k].name);
    }
    std::set<std::string> used;
    const std::string definition = renameIdentifiers(
        scaledSubscripts(kernel, factors), {{kernel.name, name}}, used);
    const bool one = params.size() == 1;
    const std::string comment =
        kernel.name +
        " for SIMD groups: " + (one ? "parameter " : "parameters ") +
        listed(params) + (one ? " points" : " point") +
        " into lane arrays [dim][loom_lanes], so " + (one ? "its" : "their") +
        " subscripts step over the lanes.";
    // A blank line between the copy and the loop's own comment.
    return render(kLaneKernel, {{"name", name},
                                {"comment", commentLines(comment)},
                                {"definition", userText(definition)}}) +
           "\n";
  }

  LoopLayout &layout_;
  const LoopModel &loop_;
  const HostKernelCall &call_;
  std::vector<std::string> args_;
  std::vector<size_t> strided_; // arguments in lane arrays
  std::vector<Layout> laneArrays_, gathers_, rows_;
  std::vector<Layout> scatter_;
  std::map<std::string, std::string> gathered_; // dat@slot -> lane array
};

} // namespace

SimdBlock simdBlock(LoopLayout &layout, const HostKernelCall &call) {
  return SimdBuilder(layout, call).build();
}

} // namespace loom::translator::codegen::openmp
