// After each method the whole mesh is the same mesh: every map and dat,
// read through the original-index dats, equals the file as read; plans
// cached before are invalidated (the generation moves).
#include "airfoil_mesh.h"
#include "loom/core/error.h"
#include "loom/reorder/reorder_mesh.h"

#include <gtest/gtest.h>

using namespace loom::reorder;

class WholeMesh : public ::testing::TestWithParam<const char *> {};

TEST_P(WholeMesh, MapsAndDatsStayConsistent) {
  AirfoilMesh m = loadSmallAirfoilMesh();
  const unsigned long before = m.ctx->generation();
  ReorderOptions options;
  options.blockSize = 128;
  ReorderResult r =
      reorderMesh(*m.ctx, m.pedge, parseMethod(GetParam(), "test"), options);
  EXPECT_EQ(checkAgainstOriginal(m), "");
  ASSERT_EQ(r.perSet.size(), 4u);
  for (size_t s = 0; s < r.perSet.size(); ++s) {
    EXPECT_TRUE(isBijection(r.perSet[s]));
    // The id dat holds old indices: perSet maps them back to positions.
    const int *id =
        reinterpret_cast<const int *>(idDat(*m.ctx, m.ctx->sets()[s])->data);
    for (int i = 0; i < m.ctx->sets()[s]->size; ++i)
      ASSERT_EQ(r.perSet[s][id[i]], i);
  }
  if (std::string(GetParam()) != "none") {
    EXPECT_GT(m.ctx->generation(), before);
  }
}

INSTANTIATE_TEST_SUITE_P(Methods, WholeMesh,
                         ::testing::Values("none", "rcm", "gps", "partition",
                                           "random"));

TEST(WholeMesh, UnknownMethodIsNamed) {
  try {
    parseMethod("spectral", "LOOM_REORDER");
    FAIL();
  } catch (const loom::Error &e) {
    EXPECT_NE(std::string(e.what()).find("LOOM_REORDER: unknown reordering "
                                         "method 'spectral'"),
              std::string::npos);
  }
}
