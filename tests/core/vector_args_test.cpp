// Vector arguments (idx = -map dim, kernel parameter T **) through the
// header-only op_par_loop, with realistic, inlinable kernels of several
// T ** arguments, in double and float. Built at -O3 with strict aliasing
// (tests/core/CMakeLists.txt): the reference must be right at every
// optimisation level.
#include "op_seq.h"

#include <gtest/gtest.h>

#include <vector>

namespace {

// Per triangle: the centroid of its three nodes' coordinates (read through
// a T ** argument) is added to each node's accumulator (incremented through
// another T ** argument), weighted by the triangle's own weight.
template <typename T>
inline void spreadCentroid(const T **x, T **acc, const T *w) {
  T cx = (x[0][0] + x[1][0] + x[2][0]) / T(3);
  T cy = (x[0][1] + x[1][1] + x[2][1]) / T(3);
  for (int k = 0; k < 3; ++k) {
    acc[k][0] += *w * cx;
    acc[k][1] += *w * cy;
  }
}

// Per triangle: twice its signed area, from three T ** node arguments.
template <typename T> inline void area2(const T **x, T *out) {
  *out = (x[1][0] - x[0][0]) * (x[2][1] - x[0][1]) -
         (x[2][0] - x[0][0]) * (x[1][1] - x[0][1]);
}

template <typename T> void runAndCheck(const char *type) {
  // A strip of 2 x 3 nodes cut into 4 triangles.
  const int nnode = 6, ntri = 4;
  std::vector<T> x = {0, 0, 1, 0, 2, 0, 0, 1, 1, 1, 2, 1};
  std::vector<int> tri = {0, 1, 3, 1, 4, 3, 1, 2, 4, 2, 5, 4};
  std::vector<T> w = {1, 2, 3, 4}, acc(2 * nnode, T(0)), a(ntri, T(0));

  op_set nodes = op_decl_set(nnode, "nodes");
  op_set tris = op_decl_set(ntri, "tris");
  op_map ptri = op_decl_map(tris, nodes, 3, tri.data(), "ptri");
  op_dat p_x = op_decl_dat(nodes, 2, type, x.data(), "p_x");
  op_dat p_acc = op_decl_dat(nodes, 2, type, acc.data(), "p_acc");
  op_dat p_w = op_decl_dat(tris, 1, type, w.data(), "p_w");
  op_dat p_a = op_decl_dat(tris, 1, type, a.data(), "p_a");
  op_par_loop(spreadCentroid<T>, "spreadCentroid", tris,
              op_arg_dat(p_x, -3, ptri, 2, type, OP_READ),
              op_arg_dat(p_acc, -3, ptri, 2, type, OP_INC),
              op_arg_dat(p_w, -1, OP_ID, 1, type, OP_READ));
  op_par_loop(area2<T>, "area2", tris,
              op_arg_dat(p_x, -3, ptri, 2, type, OP_READ),
              op_arg_dat(p_a, -1, OP_ID, 1, type, OP_WRITE));

  // The same computation written out plainly.
  std::vector<T> expect(2 * nnode, T(0)), expectArea(ntri);
  for (int t = 0; t < ntri; ++t) {
    const int *v = &tri[3 * t];
    T cx = (x[2 * v[0]] + x[2 * v[1]] + x[2 * v[2]]) / T(3);
    T cy = (x[2 * v[0] + 1] + x[2 * v[1] + 1] + x[2 * v[2] + 1]) / T(3);
    for (int k = 0; k < 3; ++k) {
      expect[2 * v[k]] += w[t] * cx;
      expect[2 * v[k] + 1] += w[t] * cy;
    }
    expectArea[t] =
        (x[2 * v[1]] - x[2 * v[0]]) * (x[2 * v[2] + 1] - x[2 * v[0] + 1]) -
        (x[2 * v[2]] - x[2 * v[0]]) * (x[2 * v[1] + 1] - x[2 * v[0] + 1]);
  }
  std::vector<T> got(2 * nnode), gotArea(ntri);
  op_fetch_data(p_acc, got.data());
  op_fetch_data(p_a, gotArea.data());
  for (int i = 0; i < 2 * nnode; ++i)
    EXPECT_EQ(got[i], expect[i]) << type << " acc[" << i << "]";
  for (int t = 0; t < ntri; ++t) {
    EXPECT_EQ(gotArea[t], expectArea[t]) << type << " area[" << t << "]";
    EXPECT_NE(gotArea[t], T(0));
  }
}

class VectorArgs : public ::testing::Test {
protected:
  void SetUp() override { op_init(0, nullptr, 0); }
  void TearDown() override { op_exit(); }
};

TEST_F(VectorArgs, DoubleKernelsWithSeveralVectorArguments) {
  runAndCheck<double>("double");
}

TEST_F(VectorArgs, FloatKernelsWithSeveralVectorArguments) {
  runAndCheck<float>("float");
}

} // namespace
