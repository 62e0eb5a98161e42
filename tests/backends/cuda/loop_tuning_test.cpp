// LOOM_AUTOTUNE=1 in the CUDA backends (runtime/backends/cuda/
// loop_tuning.h): a loop's candidates are the strategies it has a form of;
// within one call (cuda_hier's host function, then its global variant) the
// tuner answers twice the same, and the call's KernelTimer takes its token
// once; its entries in the tuning file are apart from the openmp backend's;
// a loop with one form is not tuned.
#include "loop_tuning.h"

#include "op_seq.h"

#include "edge_mesh.h"
#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

namespace {

using loom::cuda::LoopForms;
using loom::cuda::LoopStrategy;
using loom::cuda::LoopTuner;

std::vector<std::string> names(const std::vector<LoopStrategy> &strategies) {
  std::vector<std::string> out;
  for (LoopStrategy s : strategies)
    out.emplace_back(loom::cuda::strategyName(s));
  return out;
}

using Names = std::vector<std::string>;

TEST(LoopTuner, CandidatesAreTheFormsTheLoopHas) {
  // cuda_global: a loop incrementing through maps; one writing with OP_RW.
  EXPECT_EQ(names(LoopTuner::candidates({LoopStrategy::Global, false, "", ""})),
            (Names{"global", "atomic"}));
  EXPECT_EQ(names(LoopTuner::candidates(
                {LoopStrategy::Global, false, "OP_RW", "OP_RW"})),
            (Names{"global"}));
  // cuda_hier: incrementing through maps; the same without hier_atomic.
  EXPECT_EQ(
      names(LoopTuner::candidates({LoopStrategy::Hierarchical, true, "", ""})),
      (Names{"hier", "global", "atomic", "hier_atomic"}));
  EXPECT_EQ(names(LoopTuner::candidates({LoopStrategy::Hierarchical, true, "",
                                         "written in global memory"})),
            (Names{"hier", "global", "atomic"}));
  // cuda_hier, nothing written through maps: atomic would run as global,
  // hier_atomic as hier.
  EXPECT_EQ(names(LoopTuner::candidates({LoopStrategy::Global, true, "", ""})),
            (Names{"global", "hier"}));
}

TEST(LoopTuner, AnswersTwiceTheSameWithinOneCall) {
  loom::test::ScratchDir scratch;
  const std::string file = scratch.file("tuning.json");
  loom::test::EdgeMesh m;
  op_set edges = m.edges;
  op_arg *args = m.args;
  const LoopForms hier{LoopStrategy::Hierarchical, true, "", ""};
  const LoopForms global{LoopStrategy::Global, false, "", ""};
  std::ofstream(file) << "{\"" << loom::tuningKey("res", edges, args, 2)
                      << "\": \"block:64\"}\n";
  LoopTuner tuner(file);
  std::vector<std::string> ran;
  for (int call = 0; call < 2 + 4; ++call) {
    const LoopTuner::Choice first = tuner.choose("res", edges, args, 2, hier);
    // The global variant asks again, with its own forms.
    const LoopTuner::Choice again = tuner.choose("res", edges, args, 2, global);
    EXPECT_EQ(first.strategy, again.strategy) << "call " << call;
    const long token = tuner.takeToken("res");
    EXPECT_EQ(tuner.takeToken("res"), -1); // taken once
    EXPECT_EQ(token >= 0, std::string(first.note) == " (trying)");
    ran.emplace_back(loom::cuda::strategyName(first.strategy) +
                     std::string(first.note));
    tuner.recordTime(token, 1e-3);
  }
  EXPECT_EQ(ran,
            (Names{"hier (not tuned: few calls)", "hier (not tuned: few calls)",
                   "hier (trying)", "global (trying)", "atomic (trying)",
                   "hier_atomic (trying)"}));
  // The choice is saved under the CUDA key, beside the openmp backend's
  // entry for the same loop and mesh (written before this run), which it
  // leaves alone.
  for (int call = 0; call < 4 * loom::StrategyTuner::kMaxRounds; ++call) {
    tuner.choose("res", edges, args, 2, hier);
    tuner.recordTime(tuner.takeToken("res"), 1e-3);
  }
  std::ifstream saved(file);
  const std::string text((std::istreambuf_iterator<char>(saved)), {});
  const std::string key = loom::tuningKey("res", edges, args, 2);
  EXPECT_NE(text.find('"' + key + "\": \"block:64\""), std::string::npos)
      << text;
  EXPECT_NE(text.find('"' + key + "@cuda_hier\": \"hier\""), std::string::npos)
      << text;
  // A loop with one form: never tuned, no token.
  const LoopForms one{LoopStrategy::Global, false, "OP_RW", "OP_RW"};
  const LoopTuner::Choice c = tuner.choose("rw", edges, args, 2, one);
  EXPECT_EQ(c.strategy, LoopStrategy::Global);
  EXPECT_STREQ(c.note, "");
  EXPECT_EQ(tuner.takeToken("rw"), -1);
}

} // namespace
