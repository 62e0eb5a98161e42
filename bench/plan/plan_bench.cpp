// Build times of the three planners (and the validator) for an Airfoil-like
// edge loop on an n x n grid of quadrilateral cells: every interior edge
// increments its two cells and reads its two nodes.
#include "loom/plan/plan.h"

#include <benchmark/benchmark.h>

#include <vector>

namespace {

struct GridEdges {
  std::vector<int> nodes, cells;
  loom::plan::LoopAccess loop;
  explicit GridEdges(int n) {
    auto node = [n](int i, int j) { return j * (n + 1) + i; };
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i) {
        if (i + 1 < n) { // edge between cells (i,j) and (i+1,j)
          cells.insert(cells.end(), {j * n + i, j * n + i + 1});
          nodes.insert(nodes.end(), {node(i + 1, j), node(i + 1, j + 1)});
        }
        if (j + 1 < n) { // edge between cells (i,j) and (i,j+1)
          cells.insert(cells.end(), {j * n + i, (j + 1) * n + i});
          nodes.insert(nodes.end(), {node(i, j + 1), node(i + 1, j + 1)});
        }
      }
    const int nn = (n + 1) * (n + 1), nc = n * n;
    loop.setSize = int(cells.size() / 2);
    for (int s = 0; s < 2; ++s) {
      loop.accesses.push_back({nodes.data(), 2, nn, s, false, 16, 0, 0});
      loop.accesses.push_back({cells.data(), 2, nc, s, false, 32, 1, 1});
      loop.accesses.push_back({cells.data(), 2, nc, s, true, 32, 2, 1});
    }
  }
};

const GridEdges &grid(int n) {
  static GridEdges small(300), large(850); // ~180K and ~1.44M edges
  return n == 300 ? small : large;
}

void BM_GlobalColouring(benchmark::State &state) {
  const GridEdges &g = grid(int(state.range(0)));
  for (auto _ : state)
    benchmark::DoNotOptimize(loom::plan::buildGlobalPlan(g.loop));
  state.counters["edges"] = g.loop.setSize;
}
BENCHMARK(BM_GlobalColouring)
    ->Arg(300)
    ->Arg(850)
    ->Unit(benchmark::kMillisecond);

void BM_BlockPlan(benchmark::State &state) {
  const GridEdges &g = grid(int(state.range(0)));
  for (auto _ : state)
    benchmark::DoNotOptimize(loom::plan::buildBlockPlan(g.loop, 256));
}
BENCHMARK(BM_BlockPlan)->Arg(300)->Arg(850)->Unit(benchmark::kMillisecond);

void BM_HierarchicalPlan(benchmark::State &state) {
  const GridEdges &g = grid(int(state.range(0)));
  for (auto _ : state)
    benchmark::DoNotOptimize(loom::plan::buildHierarchicalPlan(
        g.loop, 448, loom::plan::StagingMode::All));
}
BENCHMARK(BM_HierarchicalPlan)
    ->Arg(300)
    ->Arg(850)
    ->Unit(benchmark::kMillisecond);

void BM_ValidateGlobal(benchmark::State &state) {
  const GridEdges &g = grid(int(state.range(0)));
  const loom::plan::GlobalPlan plan = loom::plan::buildGlobalPlan(g.loop);
  for (auto _ : state)
    benchmark::DoNotOptimize(loom::plan::validate(g.loop, plan));
}
BENCHMARK(BM_ValidateGlobal)->Arg(850)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
