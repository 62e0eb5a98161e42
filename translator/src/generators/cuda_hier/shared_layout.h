// The host statements sizing a cuda_hier kernel's shared memory
// (`shared_bytes`) and giving each staged dat and the block reductions
// their byte offsets; the dats only read come last, so that they can be
// left out (stage_reads) when they do not fit. Private to the generators.
#pragma once

#include "generators/cuda_hier/staging.h"

#include <string>
#include <vector>

namespace loom::translator::codegen::cuda_hier {

class SharedLayout {
public:
  // The staged copy of argument k's dat: its offset and bytes.
  void addStaged(const StagedDat &s, const std::string &k);

  // Room for the block reductions at offset `offset`: blockDim.x values of
  // the widest of `types`.
  void addReductions(const std::string &offset,
                     const std::vector<std::string> &types);

  // Whether the read dats are staged: when they fit (LOOM_CUDA_STAGING).
  void addStageReads();

  // The offsets of what is always staged, then those of the read dats.
  std::string always() const;
  std::string reads() const;

private:
  std::vector<std::string> always_, reads_;
};

} // namespace loom::translator::codegen::cuda_hier
