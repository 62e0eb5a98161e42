#include "generators/cuda_hier/shared_layout.h"

#include "generators/cuda_common/kernel_args.h"

namespace loom::translator::codegen::cuda_hier {

void SharedLayout::addStaged(const StagedDat &s, const std::string &k) {
  std::vector<std::string> &to = s.read ? reads_ : always_;
  if (s.read && to.empty())
    to.push_back("const std::size_t shared_without_reads = shared_bytes;");
  to.push_back("const int " + s.shared + " = static_cast<int>(shared_bytes);");
  to.push_back("shared_bytes += loom::cuda::sharedBytes<" + s.type +
               ">(\n    std::size_t(" + std::to_string(s.dim) +
               ") * device_plan.maxTargets(arg" + k + "));");
}

void SharedLayout::addReductions(const std::string &offset,
                                 const std::vector<std::string> &types) {
  always_.push_back("const int " + offset +
                    " = static_cast<int>(shared_bytes);");
  always_.push_back("shared_bytes += block_size * " + cuda::widestSize(types) +
                    ";");
}

void SharedLayout::addStageReads() {
  reads_.push_back("// LOOM_CUDA_STAGING=all, when it fits.");
  reads_.push_back("const int stage_reads = loom::cuda::stageReadsWithin(\n"
                   "    shared_bytes, shared_without_reads, name);");
}

std::string SharedLayout::always() const { return cuda::joinLines(always_); }

std::string SharedLayout::reads() const { return cuda::joinLines(reads_); }

} // namespace loom::translator::codegen::cuda_hier
