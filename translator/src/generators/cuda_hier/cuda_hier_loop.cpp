// The cuda_hier backend: hierarchical colouring with shared-memory staging
// (Sulyok et al., "use the shared memory to preload indirect data"). One
// launch per block colour of the plan (loom/backend/cuda/hier_plan.h); one
// CUDA block per plan block, one thread per element. Each block
//   1. stages the indirect data it touches in shared memory, struct-of-arrays
//      (value d of staged element t at [d * count + t]), gathered once
//      through the plan's block-local renumbering, consecutive threads
//      loading consecutive (double2/float4 where possible) words of the
//      global arrays of structs; dats only read are staged with
//      LOOM_CUDA_STAGING=all (the default) when they fit, dats only
//      incremented through maps always (zeroed);
//   2. runs the user's kernel on register copies of the staged values,
//      increments accumulated in registers;
//   3. applies the increments to shared memory one thread colour at a time,
//      with __syncthreads() after each colour;
//   4. adds its staged increments to global memory.
// Dats written through maps other than by increments only (OP_WRITE, OP_RW,
// read and incremented in one loop) and optional arguments stay in global
// memory; when such a dat is overwritten or also read, the kernel itself
// runs one thread colour at a time. Each loop also gets its cuda_global
// variant, which LOOM_CUDA_STRATEGY may choose at run time; loops without
// data reached through maps, and order-dependent ones, are generated as by
// cuda_global only.
#include "generators/common/code_writer.h"
#include "generators/common/escaping.h"
#include "generators/common/loop_layout.h"
#include "generators/cuda_common/atomic_forms.h"
#include "generators/cuda_common/device_kernel.h"
#include "generators/cuda_common/kernel_text.h"
#include "generators/cuda_global/cuda_global_loop.h"
#include "generators/program_generator.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace loom::translator::codegen::cuda_hier {

namespace {

constexpr std::string_view kCudaHierLoop = R"cpp(
{{summary}}
{{constants}}
{{device_kernel}}

// One block of the plan per CUDA block (blocks [first_block, first_block +
// gridDim.x) of one block colour), one thread per element.
{{kernel_signature}}
  {{shared}}
  const int block = colour_blocks[first_block + blockIdx.x];
  const int first = block_offset[block];
  const int position = first + threadIdx.x;
  const bool active =
      static_cast<int>(threadIdx.x) < block_offset[block + 1] - first;

  {{staging}}

  {{thread_locals}}
  {{carried}}
  {{before_turns}}
  {{turns}}
  {{write_back}}
  {{block_reductions}}
}

{{signature}}
  // LOOM_CUDA_STRATEGY: {{strategies}}
  const loom::cuda::LoopStrategy strategy =
      {{strategy}};
  if (strategy == loom::cuda::LoopStrategy::Global ||
      strategy == loom::cuda::LoopStrategy::Atomic) {
    {{global_call}}
    return;
  }
  {{atomic_flush}}
  {{args_array}}
  loom::LoopScope scope(name, set, args, {{nargs}}{{site}});
  {{const_uploads}}

  // Device copies: dats (uploaded when the host copy is newer), maps,
  // globals.
  {{device_locals}}

  // Blocks of block_size elements, grouped by block colour; the staged
  // elements of each block and their block-local indices.
  const int block_size = loom::cuda::blockSize(name);
  const loom::cuda::HierPlan &plan =
      loom::cuda::hierarchicalPlan(name, set, args, {{nargs}}, block_size);
  const loom::cuda::DeviceHierPlan &device_plan =
      loom::cuda::deviceHierPlan(plan, name);
  {{reductions}}

  // Shared memory per block: the staged dats (the most elements a block
  // stages) and room for block reductions; the dats only read come last,
  // so that they can be left out when they do not fit.
  std::size_t shared_bytes = 0;
  {{shared_layout}}
  {{stage_reads}}
  loom::cuda::reserveSharedMemory({{kernel}}, shared_bytes, name,
                                  "{{kernel}}");

  // The kernels' time on the device (CUDA events), for op_timing_output.
  loom::cuda::KernelTimer timer(name);
  {{launches}}
    if (blocks == 0)
      continue;
    try {
      {{launch}}
    } catch (const std::exception &failure) { // emulation: races, barriers
      loom::cuda::launchFailed(name, "{{kernel}}", failure);
    }
    loom::cuda::check(cudaGetLastError(), name, "launch of {{kernel}}");
    {{fold}}
  }
  {{finish}}
  timer.stop(scope);
  loom::cuda::afterLaunches(name, "{{kernel}}");
  {{mark_written}}
}
)cpp";

using cuda::mapEntry;
using cuda::offset;

// How a dat reached through maps lives during the loop.
enum class DatPlace {
  Direct,      // only direct arguments
  StagedRead,  // every argument reads it: staged with LOOM_CUDA_STAGING=all
  StagedInc,   // only incremented through maps: staged, zeroed, added back
  GlobalMemory // anything else reached through maps
};

struct StagedDat {
  std::string pointer; // the shared-memory array
  std::string shared;  // byte offset parameter
  std::string targets, targetOffset;
  std::string first, count; // locals of the kernel
  int dim = 0;
  std::string type;
  bool read = false;  // StagedRead: staged only when stage_reads
  std::string stride; // the dat's stride in a struct of arrays, else ""
};

// One launch per block colour.
constexpr std::string_view kColourLaunches =
    R"cpp(for (int colour = 0; colour < plan.plan.nblockColours; ++colour) {
  const int first_block = plan.plan.colourOffset[colour];
  const int blocks = plan.plan.colourOffset[colour + 1] - first_block;)cpp";

// One launch per block colour, or (hier_atomic) one of every block.
constexpr std::string_view kColourOrAtomicLaunches =
    R"cpp(const int launches = atomic_flush ? 1 : plan.plan.nblockColours;
for (int colour = 0; colour < launches; ++colour) {
  const int first_block = atomic_flush ? 0 : plan.plan.colourOffset[colour];
  const int blocks = atomic_flush
                         ? plan.plan.nblocks
                         : plan.plan.colourOffset[colour + 1] - first_block;)cpp";

// The cuda_global variant of a loop, which LOOM_CUDA_STRATEGY may choose.
std::string globalFunction(const LoopModel &loop) {
  return loop.function + "_global";
}

class KernelBuilder {
public:
  explicit KernelBuilder(const LoopModel &loop)
      : loop_(loop), layout_(layoutLoop(loop, ReductionStyle::InPlace)),
        device_(cuda::deviceKernel(loop)) {
    kernel_ = layout_.names.claim("loom_hier_kernel_" + loop.kernel.name);
    reductionShared_ = layout_.names.claim("reduction_shared");
  }

  std::string render() {
    checkSupported();
    classifyDats();
    params_ = {"int first_block", "const int *__restrict__ colour_blocks",
               "const int *__restrict__ block_offset",
               "const int *__restrict__ elements"};
    launchArgs_ = {"first_block", "device_plan.colourBlocks",
                   "device_plan.blockOffset", "device_plan.elements"};
    noAtomic_ = cuda::noAtomicForm(loop_, layout_);
    noHierAtomic_ = noAtomic_.empty() ? writtenInGlobalMemory() : noAtomic_;
    hierAtomic_ = cuda::writesThroughMaps(loop_) && noHierAtomic_.empty();
    if (hierAtomic_) {
      params_.push_back("int atomic_flush");
      launchArgs_.push_back("atomic_flush");
    }
    addDats();
    for (size_t k = 0; k < loop_.args.size(); ++k)
      addArg(k);
    addMaps();
    std::string callee = device_.name;
    const std::string &written = loop_.kernel.callee;
    if (written.compare(0, loop_.kernel.name.size(), loop_.kernel.name) == 0)
      callee += written.substr(loop_.kernel.name.size());
    if (!reductionTypes_.empty()) {
      const std::string &reduce = reductionShared_;
      params_.push_back("int " + reduce);
      launchArgs_.push_back(reduce);
      std::vector<std::string> sizes;
      for (const std::string &t : reductionTypes_)
        sizes.push_back("sizeof(" + t + ")");
      sharedLayout_.push_back("const int " + reduce +
                              " = static_cast<int>(shared_bytes);");
      sharedLayout_.push_back("shared_bytes += block_size * " +
                              (sizes.size() == 1
                                   ? sizes[0]
                                   : "std::max({" + cuda::join(sizes) + "})") +
                              ";");
    }
    // The element's work, at column 0: its locals and the kernel call.
    std::string element = "const int n = elements[position];";
    for (const Layout &l : elementLocals_) {
      element += '\n';
      element += l(0);
    }
    element += '\n';
    element +=
        wrapped(callee + "(",
                cuda::withStrides(device_, callArgs_, strideArgs_), ");")(0);
    std::string beforeTurns, turns;
    // Without increments or writes through maps there is nothing to apply
    // one thread colour at a time.
    const bool needTurns = kernelInTurns_ || !apply_.empty();
    if (needTurns) {
      params_.insert(params_.begin() + 4,
                     {"const int *__restrict__ thread_colour",
                      "const int *__restrict__ nthread_colours"});
      launchArgs_.insert(
          launchArgs_.begin() + 4,
          {"device_plan.threadColour", "device_plan.nthreadColours"});
    }
    if (stagesReads_) {
      params_.push_back("int stage_reads");
      launchArgs_.push_back("stage_reads");
      sharedReads_.push_back("// LOOM_CUDA_STAGING=all, when it fits.");
      sharedReads_.push_back(
          "const int stage_reads = loom::cuda::stageReadsWithin(\n"
          "    shared_bytes, shared_without_reads, name);");
    }
    if (!kernelInTurns_)
      beforeTurns = "if (active) {\n  " + indentBy(element, 2) + "\n}";
    if (needTurns) {
      std::string body;
      if (kernelInTurns_)
        body += "\n    " + indentBy(element, 4);
      for (const std::string &a : apply_)
        body += "\n    " + indentBy(a, 4);
      turns = "// Writes through maps, one thread colour at a time: threads "
              "of one colour\n// never write the same element.\n"
              "const int my_colour = active ? thread_colour[position] : -1;\n"
              "for (int c = 0; c < nthread_colours[block]; ++c) {\n"
              "  if (my_colour == c) {" +
              body +
              "\n  }\n"
              "  __syncthreads();\n"
              "}";
    }
    return codegen::render(
        kCudaHierLoop,
        {
            {"summary", layout_.summary},
            {"device_kernel", device_.definition},
            {"constants", device_.constDeclarations},
            {"kernel_signature",
             wrapped("__global__ void " + kernel_ + "(", params_, ") {")},
            {"staging", staging_.empty()
                            ? std::string()
                            : joinLines(staging_) + "\n__syncthreads();"},
            {"shared",
             staging_.empty() && reductionTypes_.empty()
                 ? ""
                 : "LOOM_DYNAMIC_SHARED(unsigned char, loom_shared);"},
            {"thread_locals",
             section("Reductions: this thread's values", threadLocals_)},
            {"carried",
             section("Written through maps: this thread's values, applied "
                     "below",
                     carried_)},
            {"before_turns", beforeTurns},
            {"turns", turns},
            {"write_back", writeBackText()},
            {"block_reductions",
             section("One partial per block and reduction", blockReduce_)},
            {"signature", layout_.signature(") {")},
            {"args_array", layout_.argsArray},
            {"nargs", std::to_string(layout_.nargs)},
            {"site", layout_.siteArgument},
            {"const_uploads",
             section("op_decl_const values to __constant__ memory, when "
                     "they changed",
                     device_.constUploads)},
            {"device_locals", lines(deviceLocals_)},
            {"reductions",
             section("Global reductions: partials of each launch", hostRed_)},
            {"shared_layout", joinLines(sharedLayout_)},
            {"stage_reads", joinLines(sharedReads_)},
            {"launch", wrapped("LOOM_LAUNCH(" + kernel_ +
                                   ", blocks, block_size, shared_bytes)(",
                               launchArgs_, ");")},
            {"kernel", kernel_},
            {"global_call",
             wrapped(globalFunction(loop_) + "(", globalArgs(), ");")},
            {"strategies", strategiesNote()},
            {"strategy",
             wrapped("loom::cuda::loopStrategy(",
                     {"name",
                      cuda::loopForms(cuda::writesThroughMaps(loop_) ? "Hier"
                                                                     : "Global",
                                      true, noAtomic_, noHierAtomic_)},
                     ")")},
            {"atomic_flush", hierAtomic_
                                 ? "const int atomic_flush =\n    strategy == "
                                   "loom::cuda::LoopStrategy::HierAtomic;"
                                 : ""},
            {"launches", std::string(hierAtomic_ ? kColourOrAtomicLaunches
                                                 : kColourLaunches)},
            {"fold", joinLines(fold_)},
            {"finish",
             section("Reductions: partials folded on the device, each "
                     "result copied back",
                     finish_)},
            {"mark_written",
             section("The device copies of written dats are now the newer",
                     marks_)},
        });
  }

private:
  // Why the staged increments cannot be flushed by atomics: a dat written
  // through a map in global memory (block colours keep its writes apart).
  std::string writtenInGlobalMemory() const {
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      if (a.kind == ArgKind::Dat && a.usesMap() && a.access != Access::Read &&
          places_[a.datIndex] == DatPlace::GlobalMemory)
        return "argument " + std::to_string(k) +
               " writes through a map in global memory";
    }
    return "";
  }

  // The comment over the strategy query.
  std::string strategiesNote() const {
    std::string note =
        cuda::writesThroughMaps(loop_)
            ? "hier (the default), global"
            : "global (the default: nothing written through maps, nothing "
              "to colour), hier";
    if (noAtomic_.empty())
      note += ", atomic";
    if (hierAtomic_)
      note += ", hier_atomic";
    return note + ".";
  }

  // The block's staged increments to global memory; with an atomic flush,
  // by atomicAdd when the strategy is hier_atomic.
  std::string writeBackText() const {
    const std::string heading =
        "Add the block's staged increments to global memory";
    if (!hierAtomic_)
      return section(heading, writeBack_);
    return section(heading + " (hier_atomic: by atomicAdd)",
                   {"if (atomic_flush) {\n  " +
                    indentBy(joinLines(atomicBack_), 2) + "\n} else {\n  " +
                    indentBy(joinLines(writeBack_), 2) + "\n}"});
  }

  std::vector<std::string> globalArgs() const {
    std::vector<std::string> out = {"name", "set"};
    for (size_t k = 0; k < loop_.args.size(); ++k)
      out.push_back("arg" + std::to_string(k));
    return out;
  }

  static std::string joinLines(const std::vector<std::string> &items) {
    std::string out;
    for (const std::string &i : items)
      out += (out.empty() ? "" : "\n") + i;
    return out;
  }

  // `text` (lines starting at column 0) indented by `by` spaces after
  // each line break.
  static std::string indentBy(const std::string &text, int by) {
    std::string out;
    for (char c : text) {
      out += c;
      if (c == '\n')
        out.append(static_cast<size_t>(by), ' ');
    }
    return out;
  }

  static Layout line(std::string text) {
    return [text = std::move(text)](int) { return text; };
  }

  void checkSupported() const {
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      if ((a.kind == ArgKind::Dat || a.kind == ArgKind::Gbl) && a.dim <= 0)
        cuda::reject(loop_, k, "a dim that is not a compile-time constant");
    }
  }

  void classifyDats() {
    places_.assign(loop_.dats.size(), DatPlace::Direct);
    for (size_t d = 0; d < loop_.dats.size(); ++d) {
      bool throughMap = false, allRead = true, allInc = true, optional = false,
           direct = false;
      for (const ArgModel &a : loop_.args) {
        if (a.kind != ArgKind::Dat || a.datIndex != static_cast<int>(d))
          continue;
        const bool mapped =
            a.mapKind == MapKind::Indirect || a.mapKind == MapKind::Vector;
        throughMap = throughMap || mapped;
        direct = direct || !mapped;
        optional = optional || (mapped && a.optional);
        allRead = allRead && a.access == Access::Read;
        allInc = allInc && mapped && a.access == Access::Inc;
      }
      if (!throughMap)
        continue;
      if (optional)
        places_[d] = DatPlace::GlobalMemory;
      else if (allRead)
        places_[d] = DatPlace::StagedRead;
      else if (allInc && !direct)
        places_[d] = DatPlace::StagedInc;
      else
        places_[d] = DatPlace::GlobalMemory;
    }
    // A dat in global memory written through maps other than by
    // increments, or read and written in one loop: the kernel runs one
    // thread colour at a time, so that what it reads is what earlier
    // colours wrote (the order of the reference, colour by colour).
    for (size_t d = 0; d < loop_.dats.size(); ++d) {
      if (places_[d] != DatPlace::GlobalMemory)
        continue;
      bool reads = false, writes = false, overwrites = false;
      for (const ArgModel &a : loop_.args) {
        if (a.kind != ArgKind::Dat || a.datIndex != static_cast<int>(d))
          continue;
        reads = reads || a.access == Access::Read;
        writes = writes || a.access != Access::Read;
        overwrites = overwrites || (a.usesMap() && a.access != Access::Read &&
                                    a.access != Access::Inc);
      }
      kernelInTurns_ = kernelInTurns_ || overwrites || (reads && writes);
    }
  }

  // One device pointer per distinct dat; the staged ones get their shared
  // array, their plan arrays and their staging code.
  void addDats() {
    staged_.resize(loop_.dats.size());
    strides_.assign(loop_.dats.size(), "");
    for (size_t d = 0; d < loop_.dats.size(); ++d) {
      const size_t k = static_cast<size_t>(loop_.dats[d].firstArg);
      const std::string ks = std::to_string(k);
      const std::string &local = layout_.argLocal[k];
      const std::string type = layout_.elementType(k);
      const bool readOnly = layout_.datConst[d];
      params_.push_back(readOnly ? "const " + type + " *__restrict__ " + local
                                 : type + " *" + local);
      launchArgs_.push_back(local);
      deviceLocals_.push_back(line(
          cuda::deviceDatLocal(readOnly, type, local, ks, loop_.dats[d].soa)));
      if (cuda::needsStride(loop_, device_, d)) {
        const std::string stride = layout_.names.claim(local + "_stride");
        strides_[d] = stride;
        params_.push_back("int " + stride);
        launchArgs_.push_back(stride);
        deviceLocals_.push_back(line(cuda::strideLocal(stride, ks)));
      }
      if (!readOnly)
        marks_.push_back("loom::cuda::markDeviceWritten(arg" + ks + ");");
      if (places_[d] == DatPlace::StagedRead ||
          places_[d] == DatPlace::StagedInc)
        addStaged(d, k);
    }
  }

  void addStaged(size_t d, size_t k) {
    StagedDat &s = staged_[d];
    const std::string ks = std::to_string(k);
    const std::string &data = layout_.argLocal[k];
    s.dim = loop_.args[k].dim;
    s.type = layout_.elementType(k);
    s.stride = strides_[d];
    s.read = places_[d] == DatPlace::StagedRead;
    stagesReads_ = stagesReads_ || s.read;
    s.pointer = layout_.names.claim(data + "_staged");
    s.shared = layout_.names.claim(data + "_shared");
    s.targets = layout_.names.claim(data + "_targets");
    s.targetOffset = layout_.names.claim(data + "_target_offset");
    s.first = layout_.names.claim(data + "_first");
    s.count = layout_.names.claim(data + "_count");
    for (const std::string &p :
         {"const int *__restrict__ " + s.targets,
          "const int *__restrict__ " + s.targetOffset, "int " + s.shared})
      params_.push_back(p);
    launchArgs_.push_back("device_plan.targets(arg" + ks + ")");
    launchArgs_.push_back("device_plan.targetOffset(arg" + ks + ")");
    launchArgs_.push_back(s.shared);
    const std::string dim = std::to_string(s.dim);
    std::vector<std::string> &layout = s.read ? sharedReads_ : sharedLayout_;
    if (s.read && layout.empty())
      layout.push_back(
          "const std::size_t shared_without_reads = shared_bytes;");
    layout.push_back("const int " + s.shared +
                     " = static_cast<int>(shared_bytes);");
    layout.push_back("shared_bytes += loom::cuda::sharedBytes<" + s.type +
                     ">(\n    std::size_t(" + dim +
                     ") * device_plan.maxTargets(arg" + ks + "));");
    std::string stage =
        "// " + data + ": the block's " +
        (s.read ? "staged elements (read)" : "incremented elements, zeroed") +
        ", value d of element t at [d * " + s.count + " + t].\n" +
        "const int " + s.first + " = " + s.targetOffset +
        "[block];\nconst int " + s.count + " = " + s.targetOffset +
        "[block + 1] - " + s.first + ";\n" + s.type + " *" + s.pointer +
        " = reinterpret_cast<" + s.type + " *>(loom_shared + " + s.shared +
        ");\n";
    const std::string loop = "for (int i = threadIdx.x; i < " + s.count +
                             " * " + dim + "; i += blockDim.x) {\n";
    const std::string split = s.dim == 1 ? "  const int t = i, d = 0;\n"
                                         : "  const int t = i / " + dim +
                                               ", d = i - t * " + dim + ";\n";
    if (s.read)
      stage +=
          "if (stage_reads) {\n  " + indentBy(readStaging(s, data), 2) + "\n}";
    else
      stage += "for (int i = threadIdx.x; i < " + s.count + " * " + dim +
               "; i += blockDim.x)\n  LOOM_SHARED_WRITE(" + s.pointer +
               " + i) = 0;";
    staging_.push_back(stage);
    if (s.read)
      return;
    const bool aos = s.stride.empty();
    const std::string address =
        data + " + " + s.targets + "[" + s.first + " + t]" +
        (aos ? " * " + dim + " + d" : " + d * " + s.stride);
    const std::string value = "LOOM_SHARED_READ(" + s.pointer +
                              (aos ? " + d * " + s.count + " + t)" : " + i)");
    const std::string head = loop + (aos ? split : soaSplit(s));
    writeBack_.push_back(head + "  LOOM_GLOBAL_WRITE(" + address +
                         ") +=\n      " + value + ";\n}");
    atomicBack_.push_back(head + "  " + cuda::atomicIncrement(address, value) +
                          "\n}");
  }

  // The loop staging a read dat: vector loads (double2 for doubles of an
  // even dim, float4 for floats of a dim divisible by 4: element rows are
  // then 16-byte aligned in cudaMalloc'ed memory), else word by word;
  // consecutive threads load consecutive words either way.
  // Value by value for a struct of arrays (i = d * count + t, so that
  // consecutive threads take consecutive staged elements of one value).
  static std::string soaSplit(const StagedDat &s) {
    return "  const int d = i / " + s.count + ", t = i - d * " + s.count +
           ";\n";
  }

  static std::string readStaging(const StagedDat &s, const std::string &data) {
    const std::string dim = std::to_string(s.dim);
    if (!s.stride.empty())
      return "for (int i = threadIdx.x; i < " + s.count + " * " + dim +
             "; i += blockDim.x) {\n" + soaSplit(s) + "  LOOM_SHARED_WRITE(" +
             s.pointer + " + i) =\n      " + data + "[" + s.targets + "[" +
             s.first + " + t] + d * " + s.stride + "];\n}";
    const std::string row =
        data + " + " + s.targets + "[" + s.first + " + t] * " + dim;
    std::string vector;
    int width = 0;
    if (s.type == "double" && s.dim % 2 == 0) {
      vector = "double2";
      width = 2;
    } else if (s.type == "float" && s.dim % 4 == 0) {
      vector = "float4";
      width = 4;
    }
    if (width == 0) {
      const std::string split = s.dim == 1 ? "  const int t = i, d = 0;\n"
                                           : "  const int t = i / " + dim +
                                                 ", d = i - t * " + dim + ";\n";
      return "for (int i = threadIdx.x; i < " + s.count + " * " + dim +
             "; i += blockDim.x) {\n" + split + "  LOOM_SHARED_WRITE(" +
             s.pointer + " + d * " + s.count + " + t) =\n      (" + row +
             ")[d];\n}";
    }
    const int words = s.dim / width;
    const std::string w = std::to_string(words);
    std::string out = "for (int i = threadIdx.x; i < " + s.count + " * " + w +
                      "; i += blockDim.x) {\n";
    out += words == 1
               ? "  const int t = i, v = 0;\n"
               : "  const int t = i / " + w + ", v = i - t * " + w + ";\n";
    out += "  const " + vector + " word =\n      reinterpret_cast<const " +
           vector + " *>(" + row + ")[v];\n";
    const char *fields[] = {"x", "y", "z", "w"};
    for (int c = 0; c < width; ++c)
      out += "  LOOM_SHARED_WRITE(" + s.pointer + " + (v * " +
             std::to_string(width) + " + " + std::to_string(c) + ") * " +
             s.count + " + t) = word." + fields[c] + ";\n";
    return out + "}";
  }

  // The maps the kernel reads (staged data is reached through the plan's
  // local indices instead).
  void addMaps() {
    for (size_t m = 0; m < layout_.maps.size(); ++m) {
      const MapLayout &use = layout_.maps[m];
      if (!mapRead_.count(m))
        continue;
      const std::string arg = "arg" + std::to_string(use.firstArg);
      params_.push_back("const int *__restrict__ " + use.local);
      launchArgs_.push_back(use.local);
      deviceLocals_.push_back(line("const int *" + use.local +
                                   " = loom::cuda::deviceMap(" + arg +
                                   ", name);"));
      if (!std::all_of(use.stride.begin(), use.stride.end(), ::isdigit)) {
        params_.push_back("int " + use.stride);
        launchArgs_.push_back(use.stride);
        deviceLocals_.push_back(
            line("const int " + use.stride + " = " + arg + ".map->dim;"));
      }
    }
  }

  // Element n's entry of map `m` at `slot`; the kernel gets the map.
  std::string entry(int m, int slot) {
    mapRead_.insert(static_cast<size_t>(m));
    return mapEntry(layout_.maps[m], slot);
  }

  // The block-local index array of (dat, map, slot), a kernel parameter.
  std::string localIndex(size_t k, int slot) {
    const ArgModel &a = loop_.args[k];
    const auto key = std::make_tuple(a.datIndex, a.mapIndex, slot);
    auto it = localIndex_.find(key);
    if (it != localIndex_.end())
      return it->second;
    const std::string name = layout_.names.claim(
        layout_.argLocal[k] + "_" + layout_.maps[a.mapIndex].local + "_" +
        std::to_string(slot) + "_local");
    params_.push_back("const int *__restrict__ " + name);
    launchArgs_.push_back("device_plan.localIndex(arg" + std::to_string(k) +
                          ", " + std::to_string(slot) + ")");
    localIndex_.emplace(key, name);
    return name;
  }

  // Statements loading `values` (T values[dim]) for argument k's slot: from
  // shared memory when staged, else from global memory through the map.
  std::string loadRead(size_t k, int slot, const std::string &values) {
    const ArgModel &a = loop_.args[k];
    const std::string dim = std::to_string(a.dim);
    const std::string &stride = strides_[a.datIndex];
    const std::string global =
        offset(layout_.argLocal[k], entry(a.mapIndex, slot),
               stride.empty() ? a.dim : 1);
    const std::string fromGlobal =
        "for (int d = 0; d < " + dim + "; ++d)\n  " + values +
        "[d] = " + cuda::component(global, stride) + ";";
    const StagedDat &s = staged_[a.datIndex];
    if (s.pointer.empty())
      return fromGlobal;
    const std::string at = localIndex(k, slot);
    return "if (stage_reads) {\n  for (int d = 0; d < " + dim + "; ++d)\n    " +
           values + "[d] = LOOM_SHARED_READ(" + s.pointer + " + d * " +
           s.count + " + " + at + "[position]);\n} else {\n  " +
           indentBy(fromGlobal, 2) + "\n}";
  }

  // Argument k written through map slot `slot` into `values`: where the
  // element sits (`at`, set per element) and how the values are applied.
  void addWritten(size_t k, int slot, const std::string &values,
                  const std::string &at, const std::string &guard) {
    const ArgModel &a = loop_.args[k];
    const std::string dim = std::to_string(a.dim);
    const StagedDat &s = staged_[a.datIndex];
    std::string apply;
    if (!s.pointer.empty()) {
      elementLocals_.push_back(
          line(at + " = " + localIndex(k, slot) + "[position];"));
      apply = "for (int d = 0; d < " + dim + "; ++d)\n  LOOM_SHARED_WRITE(" +
              s.pointer + " + d * " + s.count + " + " + at + ") += " + values +
              "[d];";
    } else {
      elementLocals_.push_back(
          line(at + " = " + entry(a.mapIndex, slot) + ";"));
      const std::string &stride = strides_[a.datIndex];
      const std::string target =
          offset(layout_.argLocal[k], at, stride.empty() ? a.dim : 1);
      if (a.access != Access::Inc)
        elementLocals_.push_back(
            line("for (int d = 0; d < " + dim + "; ++d)\n  " + values +
                 "[d] = " + cuda::component(target, stride) + ";"));
      apply = "for (int d = 0; d < " + dim + "; ++d)\n  LOOM_GLOBAL_WRITE(" +
              cuda::componentAddress(target, stride) + ") " +
              (a.access == Access::Inc ? "+=" : "=") + " " + values + "[d];";
    }
    apply_.push_back(
        guard.empty() ? apply : "if (" + guard + ")\n  " + indentBy(apply, 2));
  }

  void addArg(size_t k) {
    const ArgModel &a = loop_.args[k];
    const std::string ks = std::to_string(k);
    const std::string &data = layout_.argLocal[k];
    const std::string type = layout_.elementType(k);
    const std::string dim = std::to_string(a.dim);
    switch (a.kind) {
    case ArgKind::Dat: {
      std::string active;
      if (a.optional) {
        active = layout_.names.claim("arg" + ks + "_active");
        params_.push_back("int " + active);
        launchArgs_.push_back("arg" + ks + ".opt");
      }
      // Struct of arrays: a direct argument's kernel parameter indexes
      // through the dat's stride; the copies in registers are contiguous.
      const std::string &stride = strides_[a.datIndex];
      if (!stride.empty())
        strideArgs_[k] = a.mapKind == MapKind::Direct ? stride : "1";
      if (a.mapKind == MapKind::Direct) {
        callArgs_.push_back(
            offset(data, "n", cuda::isSoa(loop_, k) ? 1 : a.dim));
      } else if (a.mapKind == MapKind::Vector) {
        addVector(k, active);
      } else if (a.access == Access::Read) {
        const std::string values = layout_.names.claim("arg" + ks + "_values");
        elementLocals_.push_back(line(type + " " + values + "[" + dim + "];"));
        const std::string load = loadRead(k, a.idx, values);
        elementLocals_.push_back(line(active.empty()
                                          ? load
                                          : "if (" + active + ") {\n  " +
                                                indentBy(load, 2) + "\n}"));
        callArgs_.push_back(values);
      } else {
        // Written through a map: registers kept until this thread's colour
        // applies them (increments start from zero).
        const std::string values = layout_.names.claim("arg" + ks + "_values");
        const std::string at = layout_.names.claim("arg" + ks + "_at");
        carried_.push_back(type + " " + values + "[" + dim + "] = {};");
        carried_.push_back("int " + at + " = 0;");
        const size_t from = elementLocals_.size();
        addWritten(k, a.idx, values, at, active);
        if (!active.empty())
          for (size_t i = from; i < elementLocals_.size(); ++i) {
            const std::string text = elementLocals_[i](0);
            elementLocals_[i] =
                line("if (" + active + ")\n  " + indentBy(text, 2));
          }
        callArgs_.push_back(values);
      }
      if (!active.empty())
        callArgs_.back() = active + " ? " + callArgs_.back() + " : nullptr";
      break;
    }
    case ArgKind::Gbl: {
      const size_t devices = deviceLocals_.size(), folds = fold_.size(),
                   threads = threadLocals_.size();
      if (isReduction(a))
        addReduction(k);
      else
        addReadGlobal(k);
      if (a.optional) {
        const std::string active = layout_.names.claim("arg" + ks + "_active");
        params_.push_back("int " + active);
        launchArgs_.push_back("arg" + ks + ".opt");
        callArgs_.back() = active + " ? " + callArgs_.back() + " : nullptr";
        for (size_t i = devices; i < deviceLocals_.size(); ++i)
          deviceLocals_[i] =
              line(cuda::optionalUpload(deviceLocals_[i](0), ks));
        for (size_t i = folds; i < fold_.size(); ++i)
          fold_[i] = "if (arg" + ks + ".opt)\n  " + fold_[i];
        for (size_t i = folds; i < finish_.size(); ++i)
          finish_[i] = "if (arg" + ks + ".opt)\n  " + finish_[i];
        for (size_t i = threads; i < threadLocals_.size(); ++i)
          if (threadLocals_[i].compare(0, 3, "for") == 0)
            threadLocals_[i] =
                "if (" + active + ")\n  " + indentBy(threadLocals_[i], 2);
      }
      break;
    }
    case ArgKind::Idx: {
      const std::string local = layout_.names.claim("arg" + ks + "_idx");
      const std::string value =
          a.mapIndex >= 0 ? entry(a.mapIndex, a.idx) : std::string("n");
      elementLocals_.push_back(line("int " + local + " = " + value + ";"));
      callArgs_.push_back("&" + local);
      break;
    }
    case ArgKind::Info:
      break; // such loops are generated by cuda_global (on the host)
    }
  }

  // A vector argument: the kernel takes T ** and gets one pointer per map
  // slot, each to a register copy.
  void addVector(size_t k, const std::string &active) {
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
      carried_.push_back(type + " " + values + "[" + ns + "][" + dim +
                         "] = {};");
      carried_.push_back("int " + at + "[" + ns + "] = {};");
    }
    std::vector<std::string> items;
    for (int s = 0; s < slots; ++s) {
      const std::string slot = values + "[" + std::to_string(s) + "]";
      items.push_back(slot);
      const size_t from = elementLocals_.size();
      if (read)
        elementLocals_.push_back(line(loadRead(k, s, slot)));
      else
        addWritten(k, s, slot, at + "[" + std::to_string(s) + "]", active);
      if (!active.empty())
        for (size_t i = from; i < elementLocals_.size(); ++i) {
          const std::string text = elementLocals_[i](0);
          elementLocals_[i] =
              line("if (" + active + ") {\n  " + indentBy(text, 2) + "\n}");
        }
    }
    elementLocals_.push_back(wrapped((read ? "const " : "") + type + " *" +
                                         local + "[" + ns + "] = {",
                                     items, "};"));
    callArgs_.push_back(local);
  }

  void addReadGlobal(size_t k) {
    const std::string ks = std::to_string(k);
    const std::string &local = layout_.argLocal[k];
    const std::string type = layout_.elementType(k);
    params_.push_back("const " + type + " *__restrict__ " + local);
    launchArgs_.push_back(local);
    deviceLocals_.push_back(line("const " + type + " *" + local +
                                 " = loom::cuda::deviceGlobal<" + type +
                                 ">(arg" + ks + ", " + ks + ", name);"));
    callArgs_.push_back(layout_.kernelWantsConst(k)
                            ? local
                            : "const_cast<" + type + " *>(" + local + ")");
  }

  void addReduction(size_t k) {
    const ArgModel &a = loop_.args[k];
    const std::string ks = std::to_string(k);
    const std::string &base = layout_.argLocal[k];
    const std::string type = layout_.elementType(k);
    const std::string dim = std::to_string(a.dim);
    const std::string op = cuda::reductionOp(a.access);
    const std::string partials = layout_.names.claim(base + "_partials");
    const std::string local = layout_.names.claim(base + "_local");
    const std::string object = layout_.names.claim(base + "_reduction");
    if (std::find(reductionTypes_.begin(), reductionTypes_.end(), type) ==
        reductionTypes_.end())
      reductionTypes_.push_back(type);
    params_.push_back(type + " *" + partials);
    launchArgs_.push_back(object + ".partials()");
    hostRed_.push_back("loom::cuda::GlobalReduction<" + type + ", " + op +
                       "> " + object + "(arg" + ks + ", " + ks +
                       ", plan.plan.nblocks, name);");
    fold_.push_back(object + ".launched(blocks);");
    finish_.push_back(object + ".finish();");
    if (a.access == Access::Inc) {
      threadLocals_.push_back(type + " " + local + "[" + dim + "] = {};");
    } else {
      const std::string initial = layout_.names.claim(base + "_initial");
      params_.push_back("const " + type + " *__restrict__ " + initial);
      launchArgs_.push_back(initial);
      deviceLocals_.push_back(line("const " + type + " *" + initial +
                                   " = loom::cuda::deviceGlobal<" + type +
                                   ">(arg" + ks + ", " + ks + ", name);"));
      threadLocals_.push_back(type + " " + local + "[" + dim + "];");
      threadLocals_.push_back("for (int d = 0; d < " + dim + "; ++d)\n  " +
                              local + "[d] = " + initial + "[d];");
    }
    callArgs_.push_back(local);
    blockReduce_.push_back(
        "for (int d = 0; d < " + dim + "; ++d)\n  loom::cuda::blockReduce<" +
        op + ">(\n      reinterpret_cast<" + type + " *>(loom_shared + " +
        reductionShared_ + "), " + local + "[d],\n      " + partials +
        " + blockIdx.x * " + dim + " + d);");
  }

  const LoopModel &loop_;
  LoopLayout layout_;
  cuda::DeviceKernel device_;
  std::string kernel_, reductionShared_;
  std::vector<DatPlace> places_;
  std::string noAtomic_, noHierAtomic_; // why no atomic forms, or ""
  bool hierAtomic_ = false;             // the kernel can flush by atomics
  std::vector<StagedDat> staged_;
  std::map<std::tuple<int, int, int>, std::string> localIndex_;
  std::set<size_t> mapRead_;
  bool kernelInTurns_ = false;
  bool stagesReads_ = false;
  std::vector<std::string> params_, launchArgs_, callArgs_;
  std::vector<std::string> strides_;         // per dat: its stride, or ""
  std::map<size_t, std::string> strideArgs_; // per strided argument
  std::vector<Layout> elementLocals_, deviceLocals_;
  std::vector<std::string> staging_, carried_, apply_, writeBack_,
      sharedLayout_, sharedReads_, fold_, finish_, atomicBack_, threadLocals_,
      blockReduce_, hostRed_, marks_, reductionTypes_;
};

bool hasDataThroughMaps(const LoopModel &loop) {
  return std::any_of(loop.args.begin(), loop.args.end(), [](const ArgModel &a) {
    return a.kind == ArgKind::Dat &&
           (a.mapKind == MapKind::Indirect || a.mapKind == MapKind::Vector);
  });
}

} // namespace

std::string loopDefinition(const LoopModel &loop) {
  // Nothing to stage, or an order-dependent loop run on the host: the
  // cuda_global code (which registers the loop for LOOM_CUDA_STRATEGY).
  if (loop.hasGlobalWrites() || loop.hasInfoArgs() || !hasDataThroughMaps(loop))
    return cuda_global::loopDefinition(loop);
  LoopModel global = loop;
  global.function = globalFunction(loop);
  return cuda_global::loopDefinition(global) + KernelBuilder(loop).render();
}

} // namespace loom::translator::codegen::cuda_hier
