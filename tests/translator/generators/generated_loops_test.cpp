// Runs the loops generated for the hand-made test program (see
// generate_test_loops.cpp) on a small quad mesh and compares every backend
// with the header-only op_par_loop on the same data: the seq backend must be
// bit-for-bit identical, the OpenMP backend within 1e-12 (relative) with 1
// and 2 threads, and identical between 1 and 2 threads (the plan and the
// block-ordered reductions make it independent of the thread count).
#include "op_seq.h"
// The generated loops are included into namespaces below; their runtime
// headers must come first, at global scope.
#include "loom/backend/openmp.h"
#include "loom/backend/seq.h"
#include "loom/core/context.h"

#include "test_kernels.h"

#include <gtest/gtest.h>
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

// The generated loops of each backend, in their own namespace so that both
// can live in this translation unit (loomc includes them at the end of the
// rewritten main file; the kernels above are visible either way).
namespace gen_seq {
#include "runtime_test_seq_loops.h"
}
namespace gen_omp {
#include "runtime_test_openmp_loops.h"
}

namespace {

// A deterministic pseudo-random sequence.
struct Lcg {
  unsigned long long s = 12345;
  unsigned next() {
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<unsigned>(s >> 33);
  }
  double uniform() { return (next() & 0xffffff) / double(0x1000000); }
};

std::vector<int> shuffled(int n, Lcg &rng) {
  std::vector<int> p(n);
  for (int i = 0; i < n; ++i)
    p[i] = i;
  for (int i = n - 1; i > 0; --i)
    std::swap(p[i], p[rng.next() % (i + 1)]);
  return p;
}

// nx * ny quads with shuffled cell and edge numbering (so the plan needs
// several colours), interior edges only.
struct Mesh {
  static constexpr int nx = 29, ny = 17;
  op_set nodes, cells, edges;
  op_map pedge, pecell, pcell;
  op_dat p_x, p_q, p_qold, p_adt, p_res, p_centre, p_nodeval, p_ids;
  std::vector<op_dat> doubleDats;
  std::vector<std::vector<char>> initial; // of every dat, in `all()` order
  double rms = 0, qmin[2] = {}, qmax[2] = {}, w = 0, last = 0;

  std::vector<op_dat> all() const {
    return {p_x, p_q, p_qold, p_adt, p_res, p_centre, p_nodeval, p_ids};
  }

  Mesh() {
    setenv("LOOM_VALIDATE_PLANS", "1", 1);
    char prog[] = "generated_loops_test", part[] = "OP_PART_SIZE=16";
    char *argv[] = {prog, part, nullptr};
    op_init(2, argv, 0);

    Lcg rng;
    const int nnode = (nx + 1) * (ny + 1), ncell = nx * ny;
    auto node = [](int i, int j) { return j * (nx + 1) + i; };
    std::vector<int> cellId = shuffled(ncell, rng); // (i, j) -> cell number
    auto cell = [&](int i, int j) { return cellId[j * nx + i]; };

    std::vector<int> c2n(4 * ncell);
    for (int j = 0; j < ny; ++j)
      for (int i = 0; i < nx; ++i) {
        int c = cell(i, j);
        int corners[4] = {node(i, j), node(i + 1, j), node(i + 1, j + 1),
                          node(i, j + 1)};
        std::copy(corners, corners + 4, c2n.begin() + 4 * c);
      }
    std::vector<std::array<int, 4>> e; // node, node, cell, cell
    for (int j = 0; j < ny; ++j)
      for (int i = 0; i < nx; ++i) {
        if (i + 1 < nx)
          e.push_back(
              {node(i + 1, j), node(i + 1, j + 1), cell(i, j), cell(i + 1, j)});
        if (j + 1 < ny)
          e.push_back(
              {node(i + 1, j + 1), node(i, j + 1), cell(i, j), cell(i, j + 1)});
      }
    std::vector<int> order = shuffled(static_cast<int>(e.size()), rng);
    std::vector<int> e2n, e2c;
    for (int k : order) {
      e2n.insert(e2n.end(), {e[k][0], e[k][1]});
      e2c.insert(e2c.end(), {e[k][2], e[k][3]});
    }
    const int nedge = static_cast<int>(e.size());

    nodes = op_decl_set(nnode, "nodes");
    cells = op_decl_set(ncell, "cells");
    edges = op_decl_set(nedge, "edges");
    pedge = op_decl_map(edges, nodes, 2, e2n.data(), "pedge");
    pecell = op_decl_map(edges, cells, 2, e2c.data(), "pecell");
    pcell = op_decl_map(cells, nodes, 4, c2n.data(), "pcell");

    std::vector<double> x(2 * nnode), q(4 * ncell), qold(4 * ncell), adt(ncell),
        res(4 * ncell), centre(2 * ncell), nodeval(nnode);
    for (int j = 0; j <= ny; ++j)
      for (int i = 0; i <= nx; ++i) {
        x[2 * node(i, j)] = i + 0.2 * rng.uniform();
        x[2 * node(i, j) + 1] = j + 0.2 * rng.uniform();
      }
    for (int c = 0; c < ncell; ++c) {
      // Residuals start well away from zero: the OpenMP backend adds the
      // increments of an element in colour order, not element order, and the
      // 1e-12 relative bound is only meaningful without cancellation.
      double base[4] = {1.0, 0.3, 0.1, 2.5}, res0[4] = {0.5, -0.25, 0.125, 1.0};
      for (int d = 0; d < 4; ++d) {
        q[4 * c + d] = base[d] + 0.1 * rng.uniform();
        qold[4 * c + d] = base[d] + 0.1 * rng.uniform();
        res[4 * c + d] = res0[d] + 0.01 * (rng.uniform() - 0.5);
      }
      adt[c] = 0.5 + rng.uniform();
    }
    for (double &v : nodeval)
      v = rng.uniform();
    std::vector<int> ids(2 * nedge, -7);

    p_x = op_decl_dat(nodes, 2, "double", x.data(), "p_x");
    p_q = op_decl_dat(cells, 4, "double", q.data(), "p_q");
    p_qold = op_decl_dat(cells, 4, "double", qold.data(), "p_qold");
    p_adt = op_decl_dat(cells, 1, "double", adt.data(), "p_adt");
    p_res = op_decl_dat(cells, 4, "double", res.data(), "p_res");
    p_centre = op_decl_dat(cells, 2, "double", centre.data(), "p_centre");
    p_nodeval = op_decl_dat(nodes, 1, "double", nodeval.data(), "p_nodeval");
    p_ids = op_decl_dat(edges, 2, "int", ids.data(), "p_ids");
    for (op_dat d : all())
      initial.emplace_back(d->data, d->data + size_t(d->set->size) * d->size);
  }

  void reset() {
    std::vector<op_dat> dats = all();
    for (size_t k = 0; k < dats.size(); ++k)
      std::memcpy(dats[k]->data, initial[k].data(), initial[k].size());
    rms = 0.25;
    qmin[0] = qmin[1] = 1e30;
    qmax[0] = qmax[1] = -1e30;
    w = 0.75;
    last = -1;
  }
};

Mesh &mesh() {
  static Mesh m;
  return m;
}

struct Snapshot {
  std::vector<std::vector<double>> doubles; // dats, then the globals
  std::vector<int> ids;
};

Snapshot snapshot() {
  Mesh &m = mesh();
  Snapshot s;
  for (op_dat d : m.all()) {
    if (d == m.p_ids)
      continue;
    const double *v = reinterpret_cast<const double *>(d->data);
    s.doubles.emplace_back(v, v + size_t(d->set->size) * d->dim);
  }
  s.doubles.push_back(
      {m.rms, m.qmin[0], m.qmin[1], m.qmax[0], m.qmax[1], m.w, m.last});
  const int *ids = reinterpret_cast<const int *>(m.p_ids->data);
  s.ids.assign(ids, ids + 2 * m.edges->size);
  return s;
}

Snapshot runWith(const std::function<void()> &loop) {
  mesh().reset();
  loop();
  return snapshot();
}

void expectIdentical(const Snapshot &a, const Snapshot &b, const char *what) {
  ASSERT_EQ(a.doubles.size(), b.doubles.size());
  for (size_t k = 0; k < a.doubles.size(); ++k)
    EXPECT_EQ(0, std::memcmp(a.doubles[k].data(), b.doubles[k].data(),
                             a.doubles[k].size() * sizeof(double)))
        << what << ": array " << k << " differs";
  EXPECT_EQ(a.ids, b.ids) << what;
}

void expectClose(const Snapshot &ref, const Snapshot &got, const char *what) {
  ASSERT_EQ(ref.doubles.size(), got.doubles.size());
  for (size_t k = 0; k < ref.doubles.size(); ++k) {
    ASSERT_EQ(ref.doubles[k].size(), got.doubles[k].size());
    int bad = 0;
    for (size_t i = 0; i < ref.doubles[k].size() && bad < 5; ++i) {
      double r = ref.doubles[k][i], g = got.doubles[k][i];
      double scale = std::max({std::fabs(r), std::fabs(g), 1e-300});
      if (!(std::fabs(r - g) <= 1e-12 * scale)) {
        ++bad;
        ADD_FAILURE() << what << ": array " << k << "[" << i << "] = " << g
                      << ", reference " << r;
      }
    }
  }
  EXPECT_EQ(ref.ids, got.ids) << what;
}

// Runs one loop with every backend and checks the results.
void checkLoop(const std::function<void()> &reference,
               const std::function<void()> &seq,
               const std::function<void()> &omp) {
  Snapshot before = runWith([] {});
  Snapshot expected = runWith(reference);
  bool changed = expected.ids != before.ids;
  for (size_t k = 0; k < expected.doubles.size(); ++k)
    changed = changed || expected.doubles[k] != before.doubles[k];
  ASSERT_TRUE(changed) << "the reference loop changed nothing";

  expectIdentical(expected, runWith(seq), "seq backend");

  // The openmp backend's SIMD groups (LOOM_SIMD=1, the default) and its
  // scalar element loop (LOOM_SIMD=0) both match the reference.
  int threads = omp_get_max_threads();
  for (const char *simd : {"1", "0"}) {
    setenv("LOOM_SIMD", simd, 1);
    std::string path = std::string("openmp, LOOM_SIMD=") + simd;
    omp_set_num_threads(1);
    Snapshot one = runWith(omp);
    omp_set_num_threads(2);
    Snapshot two = runWith(omp);
    omp_set_num_threads(threads);
    expectClose(expected, one, (path + ", 1 thread").c_str());
    expectClose(expected, two, (path + ", 2 threads").c_str());
    expectIdentical(one, two, (path + ", 1 vs 2 threads").c_str());
  }
  unsetenv("LOOM_SIMD");

  // Element colouring: the scalar loop visits elements out of order and
  // prefetches ahead (a short distance, so that it runs in every block of
  // the small test mesh).
  std::string &strategy = loom::context().options().strategy;
  const std::string saved = strategy;
  strategy = "*=global:64";
  setenv("LOOM_PREFETCH", "3", 1);
  omp_set_num_threads(1);
  Snapshot one = runWith(omp);
  omp_set_num_threads(2);
  Snapshot two = runWith(omp);
  omp_set_num_threads(threads);
  unsetenv("LOOM_PREFETCH");
  strategy = saved;
  expectClose(expected, one, "openmp, global:64, LOOM_PREFETCH=3, 1 thread");
  expectClose(expected, two, "openmp, global:64, LOOM_PREFETCH=3, 2 threads");
  expectIdentical(one, two, "openmp, global:64, 1 vs 2 threads");

  // Owner-computes (loops incrementing through maps; the others run block
  // colouring): blocks of 64 over the small mesh, 1, 2 and 3 threads, the
  // plans validated.
  strategy = "*=owner:64";
  loom::context().options().validatePlans = true;
  std::vector<Snapshot> owner;
  for (int t : {1, 2, 3}) {
    omp_set_num_threads(t);
    owner.push_back(runWith(omp));
  }
  omp_set_num_threads(threads);
  loom::context().options().validatePlans = false;
  strategy = saved;
  expectClose(expected, owner[0], "openmp, owner:64, 1 thread");
  expectClose(expected, owner[1], "openmp, owner:64, 2 threads");
  expectClose(expected, owner[2], "openmp, owner:64, 3 threads");
  expectIdentical(owner[0], owner[1], "openmp, owner:64, 1 vs 2 threads");
  expectIdentical(owner[0], owner[2], "openmp, owner:64, 1 vs 3 threads");
}

} // namespace

// The same op_args for the reference op_par_loop and for the generated
// op_par_loop_<kernel> of each backend.
#define CHECK_LOOP(kernel, set, ...)                                           \
  checkLoop([&] { op_par_loop(kernel, #kernel, set, __VA_ARGS__); },           \
            [&] { gen_seq::op_par_loop_##kernel(#kernel, set, __VA_ARGS__); }, \
            [&] { gen_omp::op_par_loop_##kernel(#kernel, set, __VA_ARGS__); })

TEST(GeneratedLoops, ResCalcIndirectIncrements) {
  Mesh &m = mesh();
  CHECK_LOOP(res_calc, m.edges,
             op_arg_dat(m.p_x, 0, m.pedge, 2, "double", OP_READ),
             op_arg_dat(m.p_x, 1, m.pedge, 2, "double", OP_READ),
             op_arg_dat(m.p_q, 0, m.pecell, 4, "double", OP_READ),
             op_arg_dat(m.p_q, 1, m.pecell, 4, "double", OP_READ),
             op_arg_dat(m.p_adt, 0, m.pecell, 1, "double", OP_READ),
             op_arg_dat(m.p_adt, 1, m.pecell, 1, "double", OP_READ),
             op_arg_dat(m.p_res, 0, m.pecell, 4, "double", OP_INC),
             op_arg_dat(m.p_res, 1, m.pecell, 4, "double", OP_INC));

  // The OpenMP backend really ran several colours of several blocks.
  op_arg args[] = {op_arg_dat(m.p_x, 0, m.pedge, 2, "double", OP_READ),
                   op_arg_dat(m.p_x, 1, m.pedge, 2, "double", OP_READ),
                   op_arg_dat(m.p_q, 0, m.pecell, 4, "double", OP_READ),
                   op_arg_dat(m.p_q, 1, m.pecell, 4, "double", OP_READ),
                   op_arg_dat(m.p_adt, 0, m.pecell, 1, "double", OP_READ),
                   op_arg_dat(m.p_adt, 1, m.pecell, 1, "double", OP_READ),
                   op_arg_dat(m.p_res, 0, m.pecell, 4, "double", OP_INC),
                   op_arg_dat(m.p_res, 1, m.pecell, 4, "double", OP_INC)};
  const loom::openmp::LoopPlan &plan =
      loom::openmp::loopPlan("res_calc", m.edges, args, 8);
  EXPECT_GT(plan.ncolours, 1);
  EXPECT_GT(plan.nblocks, 8);
  EXPECT_EQ(plan.owned(), nullptr);

  // Owner-computes: one colour, the edges on block boundaries run twice and
  // each run keeps the increments of its own cells only. Generated code
  // without the owner form (ownerForm false) gets block colouring.
  std::string &strategy = loom::context().options().strategy;
  const std::string saved = strategy;
  strategy = "res_calc=owner:64";
  const loom::openmp::LoopPlan &owner =
      loom::openmp::loopPlan("res_calc", m.edges, args, 8, true);
  EXPECT_EQ(owner.strategy, "owner:64");
  EXPECT_EQ(owner.ncolours, 1);
  ASSERT_NE(owner.owned(), nullptr);
  EXPECT_GT(owner.elements.size(), size_t(m.edges->size));
  for (size_t k = 0; k < owner.elements.size(); ++k)
    EXPECT_EQ(owner.ownedArgs[k] & ~((1u << 6) | (1u << 7)), 0u);
  EXPECT_EQ(loom::openmp::loopPlan("res_calc", m.edges, args, 8).strategy,
            "block:64");
  strategy = saved;
}

TEST(GeneratedLoops, DirectLoopWithGlobalIncrement) {
  Mesh &m = mesh();
  CHECK_LOOP(update, m.cells,
             op_arg_dat(m.p_qold, -1, OP_ID, 4, "double", OP_READ),
             op_arg_dat(m.p_q, -1, OP_ID, 4, "double", OP_WRITE),
             op_arg_dat(m.p_res, -1, OP_ID, 4, "double", OP_RW),
             op_arg_dat(m.p_adt, -1, OP_ID, 1, "double", OP_READ),
             op_arg_gbl(&m.rms, 1, "double", OP_INC));
}

TEST(GeneratedLoops, GlobalMinAndMax) {
  Mesh &m = mesh();
  CHECK_LOOP(bounds, m.cells,
             op_arg_dat(m.p_q, -1, OP_ID, 4, "double", OP_READ),
             op_arg_gbl(m.qmin, 2, "double", OP_MIN),
             op_arg_gbl(m.qmax, 2, "double", OP_MAX));
}

TEST(GeneratedLoops, VectorRead) {
  Mesh &m = mesh();
  CHECK_LOOP(cell_centre, m.cells,
             op_arg_dat(m.p_x, -4, m.pcell, 2, "double", OP_READ),
             op_arg_dat(m.p_centre, -1, OP_ID, 2, "double", OP_WRITE));
}

TEST(GeneratedLoops, VectorIncrementWithGlobalRead) {
  Mesh &m = mesh();
  CHECK_LOOP(spread, m.cells, op_arg_gbl(&m.w, 1, "double", OP_READ),
             op_arg_dat(m.p_q, -1, OP_ID, 4, "double", OP_READ),
             op_arg_dat(m.p_nodeval, -4, m.pcell, 1, "double", OP_INC));
}

TEST(GeneratedLoops, IndexArguments) {
  Mesh &m = mesh();
  CHECK_LOOP(record_ids, m.edges, op_arg_idx(-1, OP_ID), op_arg_idx(1, m.pedge),
             op_arg_dat(m.p_ids, -1, OP_ID, 2, "int", OP_WRITE));
}

TEST(GeneratedLoops, GlobalWriteRunsInOrder) {
  Mesh &m = mesh();
  CHECK_LOOP(last_value, m.cells,
             op_arg_dat(m.p_q, -1, OP_ID, 4, "double", OP_READ),
             op_arg_gbl(&m.last, 1, "double", OP_WRITE));
}
