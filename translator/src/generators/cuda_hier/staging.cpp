#include "generators/cuda_hier/staging.h"

#include "generators/cuda_common/atomic_forms.h"
#include "generators/cuda_common/kernel_args.h"

namespace loom::translator::codegen::cuda_hier {

namespace {

using cuda::indentBy;

// The loop over the block's staged values, one per thread at a time.
std::string valueLoop(const StagedDat &s, const std::string &words) {
  return "for (int i = threadIdx.x; i < " + s.count + " * " + words +
         "; i += blockDim.x) {\n";
}

// Staged element t and value d of the loop's i, row by row (arrays of
// structs: consecutive threads take consecutive words of one row).
std::string aosSplit(const StagedDat &s) {
  const std::string dim = std::to_string(s.dim);
  return s.dim == 1
             ? "  const int t = i, d = 0;\n"
             : "  const int t = i / " + dim + ", d = i - t * " + dim + ";\n";
}

// Value by value for a struct of arrays (i = d * count + t, so that
// consecutive threads take consecutive staged elements of one value).
std::string soaSplit(const StagedDat &s) {
  return "  const int d = i / " + s.count + ", t = i - d * " + s.count + ";\n";
}

// The loop staging a read dat: vector loads (double2 for doubles of an
// even dim, float4 for floats of a dim divisible by 4: element rows are
// then 16-byte aligned in cudaMalloc'ed memory), else word by word;
// consecutive threads load consecutive words either way.
std::string readStaging(const StagedDat &s) {
  const std::string dim = std::to_string(s.dim);
  const std::string &data = s.data;
  if (!s.stride.empty())
    return valueLoop(s, dim) + soaSplit(s) + "  LOOM_SHARED_WRITE(" +
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
  if (width == 0)
    return valueLoop(s, dim) + aosSplit(s) + "  LOOM_SHARED_WRITE(" +
           s.pointer + " + d * " + s.count + " + t) =\n      (" + row +
           ")[d];\n}";
  const int words = s.dim / width;
  const std::string w = std::to_string(words);
  std::string out = valueLoop(s, w);
  out += words == 1 ? "  const int t = i, v = 0;\n"
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

} // namespace

StagedDat stagedDat(LoopLayout &layout, size_t k, const std::string &stride,
                    bool read) {
  StagedDat s;
  s.data = layout.argLocal[k];
  s.dim = layout.loop->args[k].dim;
  s.type = layout.elementType(k);
  s.stride = stride;
  s.read = read;
  s.pointer = layout.names.claim(s.data + "_staged");
  s.shared = layout.names.claim(s.data + "_shared");
  s.targets = layout.names.claim(s.data + "_targets");
  s.targetOffset = layout.names.claim(s.data + "_target_offset");
  s.first = layout.names.claim(s.data + "_first");
  s.count = layout.names.claim(s.data + "_count");
  return s;
}

std::string stagingText(const StagedDat &s) {
  std::string stage =
      "// " + s.data + ": the block's " +
      (s.read ? "staged elements (read)" : "incremented elements, zeroed") +
      ";\n// value d of element t at " + s.pointer + "[d * " + s.count +
      " + t].\nconst int " + s.first + " = " + s.targetOffset +
      "[block];\nconst int " + s.count + " = " + s.targetOffset +
      "[block + 1] - " + s.first + ";\n" + s.type + " *" + s.pointer +
      " = reinterpret_cast<" + s.type + " *>(loom_shared + " + s.shared +
      ");\n";
  if (s.read)
    return stage + "if (stage_reads) {\n  " + indentBy(readStaging(s), 2) +
           "\n}";
  return stage + "for (int i = threadIdx.x; i < " + s.count + " * " +
         std::to_string(s.dim) + "; i += blockDim.x)\n  LOOM_SHARED_WRITE(" +
         s.pointer + " + i) = 0;";
}

std::string flushText(const StagedDat &s, bool atomic) {
  const std::string dim = std::to_string(s.dim);
  const bool aos = s.stride.empty();
  const std::string address =
      s.data + " + " + s.targets + "[" + s.first + " + t]" +
      (aos ? " * " + dim + " + d" : " + d * " + s.stride);
  const std::string value = "LOOM_SHARED_READ(" + s.pointer +
                            (aos ? " + d * " + s.count + " + t)" : " + i)");
  const std::string head =
      valueLoop(s, dim) + (aos ? aosSplit(s) : soaSplit(s));
  if (atomic)
    return head + "  " + cuda::atomicIncrement(address, value) + "\n}";
  return head + "  LOOM_GLOBAL_WRITE(" + address + ") +=\n      " + value +
         ";\n}";
}

std::string stagedRead(const StagedDat &s, const std::string &dim,
                       const std::string &values, const std::string &local,
                       const std::string &fromGlobal) {
  return "if (stage_reads) {\n  for (int d = 0; d < " + dim + "; ++d)\n    " +
         values + "[d] = LOOM_SHARED_READ(" + s.pointer + " + d * " + s.count +
         " + " + local + "[position]);\n} else {\n  " +
         indentBy(fromGlobal, 2) + "\n}";
}

std::string stagedIncrement(const StagedDat &s, const std::string &dim,
                            const std::string &values, const std::string &at) {
  return "for (int d = 0; d < " + dim + "; ++d)\n  LOOM_SHARED_WRITE(" +
         s.pointer + " + d * " + s.count + " + " + at + ") += " + values +
         "[d];";
}

} // namespace loom::translator::codegen::cuda_hier
