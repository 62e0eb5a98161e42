// loom-lane-forms: Airfoil's res_calc over an OP2 grid, one thread, in the
// forms a SIMD backend could give it, alternating rounds, median ms per call
// (bench/openmp/lane_forms.sh builds it for three ISAs):
//   scalar      the element loop (what LOOM_SIMD=0 runs)
//   rows8       Loom's first SIMD form: lane-major arrays [8][dim], filled
//               value by value, the unmodified kernel across the lanes
//   copies4     dim-major lane arrays [dim][4] filled value by value, the
//               kernel's subscripts strided
//   lanes4      the openmp backend's SIMD groups: dim-major lane arrays of
//               4 filled and emptied by 4 x 4 transposes (lane_arrays.h)
//   lanes8      the same transposes, 8 lanes (two blocks of 4)
// Each form adds the kernel's increments in element order; every form's
// result must equal the scalar loop's within 1e-12 (checked).
//
//   loom-lane-forms GRID [ROUNDS]
#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/backend/openmp/lane_arrays.h"
#include "loom/core/guarded_main.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

constexpr double gm1 = 0.4, eps = 0.05;

// res_calc with every subscript p[i] scaled by S: S = 1 is Airfoil's kernel,
// S = lanes its lane copy.
template <int S>
inline void resCalc(const double *x1, const double *x2, const double *q1,
                    const double *q2, const double *adt1, const double *adt2,
                    double *res1, double *res2) {
  const double dx = x1[0 * S] - x2[0 * S], dy = x1[1 * S] - x2[1 * S];
  double ri = 1.0 / q1[0 * S];
  const double p1 =
      gm1 *
      (q1[3 * S] - 0.5 * ri * (q1[1 * S] * q1[1 * S] + q1[2 * S] * q1[2 * S]));
  const double vol1 = ri * (q1[1 * S] * dy - q1[2 * S] * dx);
  ri = 1.0 / q2[0 * S];
  const double p2 =
      gm1 *
      (q2[3 * S] - 0.5 * ri * (q2[1 * S] * q2[1 * S] + q2[2 * S] * q2[2 * S]));
  const double vol2 = ri * (q2[1 * S] * dy - q2[2 * S] * dx);
  const double mu = 0.5 * (adt1[0] + adt2[0]) * eps;
  double f = 0.5 * (vol1 * q1[0 * S] + vol2 * q2[0 * S]) +
             mu * (q1[0 * S] - q2[0 * S]);
  res1[0 * S] += f;
  res2[0 * S] -= f;
  f = 0.5 * (vol1 * q1[1 * S] + p1 * dy + vol2 * q2[1 * S] + p2 * dy) +
      mu * (q1[1 * S] - q2[1 * S]);
  res1[1 * S] += f;
  res2[1 * S] -= f;
  f = 0.5 * (vol1 * q1[2 * S] - p1 * dx + vol2 * q2[2 * S] - p2 * dx) +
      mu * (q1[2 * S] - q2[2 * S]);
  res1[2 * S] += f;
  res2[2 * S] -= f;
  f = 0.5 * (vol1 * (q1[3 * S] + p1) + vol2 * (q2[3 * S] + p2)) +
      mu * (q1[3 * S] - q2[3 * S]);
  res1[3 * S] += f;
  res2[3 * S] -= f;
}

struct Data {
  int nedge = 0;
  const int *en = nullptr, *ec = nullptr; // edge -> 2 nodes, 2 cells
  const double *x = nullptr, *q = nullptr, *adt = nullptr;
  double *res = nullptr;
};

// One element through the scalar kernel.
inline void element(const Data &m, int n) {
  const int *e = m.en + 2 * n, *c = m.ec + 2 * n;
  resCalc<1>(m.x + 2 * e[0], m.x + 2 * e[1], m.q + 4 * c[0], m.q + 4 * c[1],
             m.adt + c[0], m.adt + c[1], m.res + 4 * c[0], m.res + 4 * c[1]);
}

__attribute__((noinline)) void scalar(const Data &m) {
  for (int n = 0; n < m.nedge; ++n)
    element(m, n);
}

__attribute__((noinline)) void rows8(const Data &m) {
  constexpr int W = 8;
  int g = 0;
  for (; g + W <= m.nedge; g += W) {
    double x1[W][2], x2[W][2], q1[W][4], q2[W][4], a1[W][1], a2[W][1];
    double r1[W][4] = {}, r2[W][4] = {};
    for (int l = 0; l < W; ++l) {
      const int *e = m.en + 2 * (g + l), *c = m.ec + 2 * (g + l);
      for (int d = 0; d < 2; ++d) {
        x1[l][d] = m.x[2 * e[0] + d];
        x2[l][d] = m.x[2 * e[1] + d];
      }
      for (int d = 0; d < 4; ++d) {
        q1[l][d] = m.q[4 * c[0] + d];
        q2[l][d] = m.q[4 * c[1] + d];
      }
      a1[l][0] = m.adt[c[0]];
      a2[l][0] = m.adt[c[1]];
    }
#pragma omp simd
    for (int l = 0; l < W; ++l)
      resCalc<1>(x1[l], x2[l], q1[l], q2[l], a1[l], a2[l], r1[l], r2[l]);
    for (int l = 0; l < W; ++l) {
      const int *c = m.ec + 2 * (g + l);
      for (int d = 0; d < 4; ++d)
        m.res[4 * c[0] + d] += r1[l][d];
      for (int d = 0; d < 4; ++d)
        m.res[4 * c[1] + d] += r2[l][d];
    }
  }
  for (; g < m.nedge; ++g)
    element(m, g);
}

__attribute__((noinline)) void copies4(const Data &m) {
  constexpr int W = 4;
  int g = 0;
  for (; g + W <= m.nedge; g += W) {
    double x1[2][W], x2[2][W], q1[4][W], q2[4][W], a1[1][W], a2[1][W];
    double r1[4][W] = {}, r2[4][W] = {};
    for (int l = 0; l < W; ++l) {
      const int *e = m.en + 2 * (g + l), *c = m.ec + 2 * (g + l);
      for (int d = 0; d < 2; ++d) {
        x1[d][l] = m.x[2 * e[0] + d];
        x2[d][l] = m.x[2 * e[1] + d];
      }
      for (int d = 0; d < 4; ++d) {
        q1[d][l] = m.q[4 * c[0] + d];
        q2[d][l] = m.q[4 * c[1] + d];
      }
      a1[0][l] = m.adt[c[0]];
      a2[0][l] = m.adt[c[1]];
    }
#pragma omp simd
    for (int l = 0; l < W; ++l)
      resCalc<W>(&x1[0][l], &x2[0][l], &q1[0][l], &q2[0][l], &a1[0][l],
                 &a2[0][l], &r1[0][l], &r2[0][l]);
    for (int l = 0; l < W; ++l) {
      const int *c = m.ec + 2 * (g + l);
      for (int d = 0; d < 4; ++d)
        m.res[4 * c[0] + d] += r1[d][l];
      for (int d = 0; d < 4; ++d)
        m.res[4 * c[1] + d] += r2[d][l];
    }
  }
  for (; g < m.nedge; ++g)
    element(m, g);
}

// lanes4 and lanes8: groups of `W` elements in blocks of the runtime's
// kLaneGroup (4), each through lane_arrays.h as the generated loops are.
// The generated loops' form: four lanes, gathered and scattered through
// lane_arrays.h.
__attribute__((noinline)) void lanes4(const Data &m) {
  constexpr int W = loom::openmp::kLaneGroup;
  int g = 0;
  for (; g + W <= m.nedge; g += W) {
    double x1[2][W], x2[2][W], q1[4][W], q2[4][W], a1[1][W], a2[1][W];
    double r1[4][W] = {}, r2[4][W] = {};
    const int *en = m.en + 2 * g, *ec = m.ec + 2 * g;
    loom::openmp::gatherLanes(x1, m.x, en, 2);
    loom::openmp::gatherLanes(x2, m.x, en + 1, 2);
    loom::openmp::gatherLanes(q1, m.q, ec, 2);
    loom::openmp::gatherLanes(q2, m.q, ec + 1, 2);
    loom::openmp::gatherLanes(a1, m.adt, ec, 2);
    loom::openmp::gatherLanes(a2, m.adt, ec + 1, 2);
#pragma omp simd
    for (int l = 0; l < W; ++l)
      resCalc<W>(&x1[0][l], &x2[0][l], &q1[0][l], &q2[0][l], &a1[0][l],
                 &a2[0][l], &r1[0][l], &r2[0][l]);
    double rows1[W][4], rows2[W][4];
    loom::openmp::laneRows(r1, rows1);
    loom::openmp::laneRows(r2, rows2);
    for (int l = 0; l < W; ++l) {
      loom::openmp::addRow(m.res + 4 * ec[2 * l], rows1[l]);
      loom::openmp::addRow(m.res + 4 * ec[2 * l + 1], rows2[l]);
    }
  }
  for (; g < m.nedge; ++g)
    element(m, g);
}

// Eight lanes: the kernel across 8, its lane arrays filled and emptied as two
// blocks of four.
__attribute__((noinline)) void lanes8(const Data &m) {
  constexpr int W = 8, B = loom::openmp::kLaneGroup;
  int g = 0;
  for (; g + W <= m.nedge; g += W) {
    double x1[2][W], x2[2][W], q1[4][W], q2[4][W], a1[1][W], a2[1][W];
    double r1[4][W] = {}, r2[4][W] = {};
    // One block of four into lanes [h, h + 4) of an 8-lane array.
    const auto put = [](auto &to, const auto &from, int h) {
      for (size_t d = 0; d < std::size(from); ++d)
        for (int l = 0; l < B; ++l)
          to[d][h + l] = from[d][l];
    };
    for (int h = 0; h < W; h += B) {
      const int *en = m.en + 2 * (g + h), *ec = m.ec + 2 * (g + h);
      double t2[2][B], t4[4][B], t1[1][B];
      loom::openmp::gatherLanes(t2, m.x, en, 2);
      put(x1, t2, h);
      loom::openmp::gatherLanes(t2, m.x, en + 1, 2);
      put(x2, t2, h);
      loom::openmp::gatherLanes(t4, m.q, ec, 2);
      put(q1, t4, h);
      loom::openmp::gatherLanes(t4, m.q, ec + 1, 2);
      put(q2, t4, h);
      loom::openmp::gatherLanes(t1, m.adt, ec, 2);
      put(a1, t1, h);
      loom::openmp::gatherLanes(t1, m.adt, ec + 1, 2);
      put(a2, t1, h);
    }
#pragma omp simd
    for (int l = 0; l < W; ++l)
      resCalc<W>(&x1[0][l], &x2[0][l], &q1[0][l], &q2[0][l], &a1[0][l],
                 &a2[0][l], &r1[0][l], &r2[0][l]);
    for (int h = 0; h < W; h += B) {
      double t1[4][B], t2[4][B], rows1[B][4], rows2[B][4];
      for (int d = 0; d < 4; ++d)
        for (int l = 0; l < B; ++l) {
          t1[d][l] = r1[d][h + l];
          t2[d][l] = r2[d][h + l];
        }
      loom::openmp::laneRows(t1, rows1);
      loom::openmp::laneRows(t2, rows2);
      const int *ec = m.ec + 2 * (g + h);
      for (int l = 0; l < B; ++l) {
        loom::openmp::addRow(m.res + 4 * ec[2 * l], rows1[l]);
        loom::openmp::addRow(m.res + 4 * ec[2 * l + 1], rows2[l]);
      }
    }
  }
  for (; g < m.nedge; ++g)
    element(m, g);
}

double seconds() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

const char *isa() {
#if defined(__AVX512F__)
  return "AVX-512 (x86-64-v4)";
#elif defined(__AVX2__)
  return "AVX2 (x86-64-v3)";
#else
  return "SSE2 (x86-64)";
#endif
}

int run(int argc, char **argv) {
  if (argc < 2 || argc > 3)
    throw std::runtime_error("usage: loom-lane-forms GRID [ROUNDS]");
  const int rounds = argc == 3 ? std::atoi(argv[2]) : 5;
  if (rounds < 1)
    throw std::runtime_error(std::string("ROUNDS: expected a positive "
                                         "number, got '") +
                             argv[2] + "'");
  const loom::io::AirfoilGrid grid = loom::io::readAirfoilGrid(argv[1]);
  std::vector<double> q(4 * static_cast<size_t>(grid.ncell));
  std::vector<double> adt(grid.ncell), res(q.size());
  for (int c = 0; c < grid.ncell; ++c) {
    const double state[4] = {1.0 + 0.01 * (c % 7), 0.5, 0.1 * (c % 3), 2.5};
    std::copy(state, state + 4, q.begin() + 4 * c);
    adt[c] = 0.1 + 0.001 * (c % 11);
  }
  Data m{grid.nedge, grid.edge.data(), grid.ecell.data(), grid.x.data(),
         q.data(),   adt.data(),       res.data()};
  struct Form {
    const char *name;
    void (*run)(const Data &);
    std::vector<double> ms;
    std::vector<double> result;
  } forms[] = {{"scalar", scalar, {}, {}},
               {"rows8", rows8, {}, {}},
               {"copies4", copies4, {}, {}},
               {"lanes4", lanes4, {}, {}},
               {"lanes8", lanes8, {}, {}}};
  const int calls = 10;
  for (int r = 0; r < rounds; ++r)
    for (Form &f : forms) {
      std::fill(res.begin(), res.end(), 0.0);
      const double start = seconds();
      for (int c = 0; c < calls; ++c)
        f.run(m);
      f.ms.push_back(1e3 * (seconds() - start) / calls);
      f.result = res;
    }
  std::printf("res_calc on %d edges, %s, 1 thread, %d rounds of %d calls\n",
              grid.nedge, isa(), rounds, calls);
  std::printf("%-8s %12s %10s %12s\n", "form", "ms/call", "min", "vs scalar");
  const auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  const double reference = median(forms[0].ms);
  bool same = true;
  for (const Form &f : forms) {
    double diff = 0, norm = 0;
    for (size_t i = 0; i < res.size(); ++i) {
      diff += (f.result[i] - forms[0].result[i]) *
              (f.result[i] - forms[0].result[i]);
      norm += forms[0].result[i] * forms[0].result[i];
    }
    const bool agrees = std::sqrt(diff) <= 1e-12 * std::sqrt(norm);
    same = same && agrees;
    std::printf("%-8s %12.2f %10.2f %11.2fx%s\n", f.name, median(f.ms),
                *std::min_element(f.ms.begin(), f.ms.end()),
                reference / median(f.ms), agrees ? "" : "  DIFFERS");
  }
  return same ? 0 : 1;
}

} // namespace

int main(int argc, char **argv) {
  return loom::guardedMain([&] { return run(argc, argv); });
}
