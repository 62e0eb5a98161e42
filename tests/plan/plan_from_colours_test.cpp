// Plans rebuilt from their colouring (what a LOOM_PLAN_CACHE file holds)
// equal the plans built, and colourings that do not fit the loop are
// refused with what is wrong.
#include "colouring_of.h"
#include "random_loop.h"
#include "same_plan.h"

#include "loom/plan/plan_from_colours.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

namespace loom::plan {
namespace {

using loom::test::colouringOf;
using loom::test::expectSameStaging;
using testing::makeRandomLoop;

TEST(PlanFromColours, RebuiltPlansEqualBuiltOnes) {
  for (unsigned seed = 0; seed < 12; ++seed) {
    const auto r = makeRandomLoop(seed, 50 + 97 * int(seed));
    const GlobalPlan g = buildGlobalPlan(r.loop);
    const GlobalPlan g2 =
        globalPlanFromColours(r.loop, g.ncolours, g.elementColour);
    EXPECT_EQ(g2.colourOffset, g.colourOffset);
    EXPECT_EQ(g2.colourElements, g.colourElements);
    const BlockPlan b = buildBlockPlan(r.loop, 16);
    const BlockPlan b2 =
        blockPlanFromColours(r.loop, 16, b.ncolours, b.blockColour);
    EXPECT_EQ(b2.blockOffset, b.blockOffset);
    EXPECT_EQ(b2.colourBlocks, b.colourBlocks);
    for (StagingMode mode : {StagingMode::All, StagingMode::Written}) {
      const HierarchicalPlan h = buildHierarchicalPlan(r.loop, 32, mode);
      const HierarchicalPlan h2 =
          hierarchicalPlanFromColours(r.loop, mode, colouringOf(h));
      EXPECT_EQ(validate(r.loop, h2), "");
      EXPECT_EQ(h2.colourBlocks, h.colourBlocks);
      expectSameStaging(h, h2);
    }
    const HierarchicalPlan u = buildHierarchicalPlan(
        r.loop, 32, StagingMode::All, nullptr, BlockColouring::Uncoloured);
    const HierarchicalPlan u2 =
        hierarchicalPlanFromColours(r.loop, StagingMode::All, colouringOf(u));
    EXPECT_EQ(u2.blockColouring, BlockColouring::Uncoloured);
    EXPECT_EQ(validate(r.loop, u2), "");
    EXPECT_EQ(u2.colourBlocks, u.colourBlocks);
    expectSameStaging(u, u2);
  }
}

TEST(PlanFromColours, ColouringsThatDoNotFitAreRefused) {
  const auto r = makeRandomLoop(3, 200);
  auto refused = [](auto &&make, const std::string &what) {
    try {
      make();
      ADD_FAILURE() << "accepted: " << what;
    } catch (const std::invalid_argument &e) {
      EXPECT_NE(std::string(e.what()).find(what), std::string::npos)
          << e.what();
    }
  };
  const GlobalPlan g = buildGlobalPlan(r.loop);
  std::vector<int> colours = g.elementColour;
  colours[7] = g.ncolours;
  refused([&] { globalPlanFromColours(r.loop, g.ncolours, colours); },
          "elementColour[7]");
  refused([&] { blockPlanFromColours(r.loop, 16, 1, {0, 0}); },
          "blockColour has 2 entries, expected 13");
  const HierarchicalPlan h =
      buildHierarchicalPlan(r.loop, 32, StagingMode::All);
  HierarchicalPlan twice = colouringOf(h);
  twice.elements[5] = twice.elements[6];
  refused(
      [&] {
        hierarchicalPlanFromColours(r.loop, StagingMode::All, std::move(twice));
      },
      "appears twice");
  HierarchicalPlan thread = colouringOf(h);
  thread.threadColour[3] = thread.nthreadColours[0];
  refused(
      [&] {
        hierarchicalPlanFromColours(r.loop, StagingMode::All,
                                    std::move(thread));
      },
      "thread colour of position 3");
  HierarchicalPlan offsets = colouringOf(h);
  offsets.blockOffset.back() -= 1;
  refused(
      [&] {
        hierarchicalPlanFromColours(r.loop, StagingMode::All,
                                    std::move(offsets));
      },
      "blockOffset does not run from 0 to the set size");
}

} // namespace
} // namespace loom::plan
