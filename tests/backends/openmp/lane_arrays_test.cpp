// The lane arrays' transposes (loom/backend/openmp/lane_arrays.h) against
// plain loops: every dim from 1 to 12 (whole and partial blocks of 4), for
// the element types with vector forms (double, float, int, long long) and
// one without (short); rows repeated and out of order, and map strides of 1
// to 3. Also LOOM_SIMD's reading and the default choice of the SIMD path.
#include "loom/backend/openmp/lane_arrays.h"
#include "loom/backend/openmp/simd_lanes.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <vector>

namespace {

using loom::openmp::kLaneGroup;

template <class T> T valueAt(int row, int d) {
  return static_cast<T>(1 + row * 17 + d * 3);
}

template <class T, int Dim> void checkDim() {
  const int nrows = 9;
  std::vector<T> data(static_cast<size_t>(nrows) * Dim);
  for (int r = 0; r < nrows; ++r)
    for (int d = 0; d < Dim; ++d)
      data[static_cast<size_t>(r) * Dim + d] = valueAt<T>(r, d);
  for (int stride = 1; stride <= 3; ++stride) {
    // Lane l reads row rows[l * stride]: out of order, one row twice.
    const int picks[kLaneGroup] = {7, 2, 7, 0};
    std::vector<int> rows(kLaneGroup * stride, -1);
    for (int l = 0; l < kLaneGroup; ++l)
      rows[l * stride] = picks[l];
    T lanes[Dim][kLaneGroup];
    loom::openmp::gatherLanes(lanes, data.data(), rows.data(), stride);
    for (int d = 0; d < Dim; ++d)
      for (int l = 0; l < kLaneGroup; ++l)
        ASSERT_EQ(lanes[d][l], valueAt<T>(picks[l], d))
            << "dim " << Dim << " stride " << stride << " value " << d
            << " lane " << l;
  }
  T lanes[Dim][kLaneGroup];
  for (int d = 0; d < Dim; ++d)
    for (int l = 0; l < kLaneGroup; ++l)
      lanes[d][l] = valueAt<T>(l, d);
  T rows[kLaneGroup][Dim];
  loom::openmp::laneRows(lanes, rows);
  for (int l = 0; l < kLaneGroup; ++l)
    for (int d = 0; d < Dim; ++d)
      ASSERT_EQ(rows[l][d], valueAt<T>(l, d))
          << "dim " << Dim << " lane " << l << " value " << d;
  std::vector<T> to(Dim);
  for (int d = 0; d < Dim; ++d)
    to[d] = static_cast<T>(d);
  loom::openmp::addRow(to.data(), rows[2]);
  for (int d = 0; d < Dim; ++d)
    ASSERT_EQ(to[d], static_cast<T>(d + valueAt<T>(2, d))) << "dim " << Dim;
}

template <class T, int... Dims> void checkDims() { (checkDim<T, Dims>(), ...); }

TEST(LaneArrays, DoubleRowsOfEveryDim) {
  checkDims<double, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12>();
}

TEST(LaneArrays, FloatRowsOfEveryDim) {
  checkDims<float, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12>();
}

TEST(LaneArrays, IntegerRowsOfEveryDim) {
  checkDims<int, 1, 2, 3, 4, 5, 6, 7, 8, 9>();
  checkDims<long long, 1, 2, 3, 4, 5, 8>();
}

TEST(LaneArrays, TypesWithoutVectorsTakePlainLoops) {
  checkDims<short, 1, 2, 3, 4, 5, 8>();
}

// The increments a group adds are the kernel's own values: adding a row to
// what the dat holds rounds as adding the values one by one does.
TEST(LaneArrays, AddRowRoundsAsScalarAdds) {
  double to[4] = {1.0, 1e16, -1e16, 0.1};
  const double row[4] = {1e-17, 1.0, 3.0, 0.2};
  double expected[4];
  for (int d = 0; d < 4; ++d)
    expected[d] = to[d] + row[d];
  loom::openmp::addRow(to, row);
  for (int d = 0; d < 4; ++d)
    EXPECT_EQ(to[d], expected[d]) << d;
}

class SimdSetting : public ::testing::Test {
protected:
  void TearDown() override { unsetenv("LOOM_SIMD"); }
};

TEST_F(SimdSetting, ZeroAndOneChooseEveryLoopsPath) {
  setenv("LOOM_SIMD", "1", 1);
  EXPECT_TRUE(loom::openmp::simdGroupsEnabled(true));
  EXPECT_TRUE(loom::openmp::simdGroupsEnabled(false));
  setenv("LOOM_SIMD", "0", 1);
  EXPECT_FALSE(loom::openmp::simdGroupsEnabled(true));
  EXPECT_FALSE(loom::openmp::simdGroupsEnabled(false));
}

TEST_F(SimdSetting, UnsetTransposesOnlyWithWideVectors) {
  unsetenv("LOOM_SIMD");
  EXPECT_EQ(loom::openmp::simdSetting(), -1);
  EXPECT_TRUE(loom::openmp::simdGroupsEnabled(false));
  EXPECT_EQ(loom::openmp::simdGroupsEnabled(true), loom::openmp::wideVectors());
}

TEST_F(SimdSetting, OtherValuesAreFatal) {
  setenv("LOOM_SIMD", "yes", 1);
  EXPECT_DEATH(loom::openmp::simdSetting(),
               "LOOM_SIMD: expected 0 or 1, got 'yes'");
}

} // namespace
