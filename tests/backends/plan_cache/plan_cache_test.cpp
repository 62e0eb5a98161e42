// LOOM_PLAN_CACHE=dir across "runs" (op_init ... op_exit): the first run
// builds and saves every plan kind, the second loads them all and builds
// none; damaged, foreign and racy files are rebuilt or refused.
#include "loom/backend/cuda/colour_plan.h"
#include "loom/backend/cuda/hier_plan.h"
#include "loom/backend/openmp.h"
#include "loom/core/context.h"
#include "loom/core/plan_file.h"
#include "op_seq.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

constexpr int kCells = 500;

// Per loop name: plans built and plans loaded.
using Counts = std::map<std::string, std::pair<long, long>>;

// What one run's plans hold, to compare a loaded plan with a built one.
struct Plans {
  std::vector<int> blockColours, globalOrder, cudaOrder, hierElements,
      hierThreadColours, hierTargets;
};

class PlanCacheTest : public testing::Test {
protected:
  void SetUp() override {
    dir_ = fs::path(testing::TempDir()) /
           ("loom_plan_cache_" +
            std::string(
                testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_); // Loom makes no output folders
    setenv("LOOM_PLAN_CACHE", dir_.c_str(), 1);
    setenv("LOOM_STRATEGY", "ring_global=global:64", 1);
  }
  void TearDown() override {
    unsetenv("LOOM_PLAN_CACHE");
    unsetenv("LOOM_STRATEGY");
    unsetenv("LOOM_VALIDATE_PLANS");
    fs::remove_all(dir_);
  }

  // One run: a ring of edges incrementing the cells at both ends (shuffled
  // so that the colourings are not trivial), every plan kind made once.
  Counts run(Plans *plans = nullptr) {
    op_init(0, nullptr, 0);
    std::vector<int> ring(2 * kCells);
    for (int e = 0; e < kCells; ++e) {
      ring[2 * e] = (e * 37) % kCells;
      ring[2 * e + 1] = (e * 37 + 1) % kCells;
    }
    std::vector<double> res(kCells, 0.0);
    op_set edges = op_decl_set(kCells, "edges");
    op_set cells = op_decl_set(kCells, "cells");
    op_map pecell = op_decl_map(edges, cells, 2, ring.data(), "pecell");
    op_dat dres = op_decl_dat(cells, 1, "double", res.data(), "res");
    op_arg args[2] = {op_arg_dat(dres, 0, pecell, 1, "double", OP_INC),
                      op_arg_dat(dres, 1, pecell, 1, "double", OP_INC)};
    const loom::openmp::LoopPlan &block =
        loom::openmp::loopPlan("ring_block", edges, args, 2);
    const loom::openmp::LoopPlan &global =
        loom::openmp::loopPlan("ring_global", edges, args, 2);
    const loom::cuda::ColourPlan &cuda =
        loom::cuda::globalPlan("ring_cuda_global", edges, args, 2);
    const loom::cuda::HierPlan &hier =
        loom::cuda::hierarchicalPlan("ring_cuda_hier", edges, args, 2, 64);
    if (plans) {
      plans->blockColours = block.colourBlocks;
      plans->globalOrder = global.elements;
      plans->cudaOrder = cuda.elements;
      const loom::plan::HierarchicalPlan &h = hier.plan;
      plans->hierElements.assign(h.elements.begin(), h.elements.end());
      plans->hierThreadColours.assign(h.threadColour.begin(),
                                      h.threadColour.end());
      const loom::plan::PlanArray &targets =
          h.stagingOf(h.staged.at(0)).targets;
      plans->hierTargets.assign(targets.begin(), targets.end());
    }
    Counts counts;
    for (const auto &[name, s] : loom::context().loopStats().entries())
      counts[name] = {s.planBuilds, s.planLoads};
    op_exit();
    return counts;
  }

  std::vector<fs::path> files() const {
    std::vector<fs::path> out;
    for (const auto &entry : fs::directory_iterator(dir_))
      out.push_back(entry.path());
    std::sort(out.begin(), out.end());
    return out;
  }

  fs::path dir_;
};

const Counts kAllBuilt = {{"ring_block", {1, 0}},
                          {"ring_cuda_global", {1, 0}},
                          {"ring_cuda_hier", {1, 0}},
                          {"ring_global", {1, 0}}};
const Counts kAllLoaded = {{"ring_block", {0, 1}},
                           {"ring_cuda_global", {0, 1}},
                           {"ring_cuda_hier", {0, 1}},
                           {"ring_global", {0, 1}}};

TEST_F(PlanCacheTest, SecondRunBuildsNoPlan) {
  Plans built, loaded;
  EXPECT_EQ(run(&built), kAllBuilt);
  EXPECT_EQ(files().size(), 4u);
  EXPECT_EQ(run(&loaded), kAllLoaded);
  EXPECT_EQ(loaded.blockColours, built.blockColours);
  EXPECT_EQ(loaded.globalOrder, built.globalOrder);
  EXPECT_EQ(loaded.cudaOrder, built.cudaOrder);
  EXPECT_EQ(loaded.hierElements, built.hierElements);
  EXPECT_EQ(loaded.hierThreadColours, built.hierThreadColours);
  EXPECT_EQ(loaded.hierTargets, built.hierTargets);
  EXPECT_FALSE(built.globalOrder.empty()); // the colouring reorders
}

TEST_F(PlanCacheTest, LoopsWritingNothingThroughAMapAreNotSaved) {
  for (int pass = 0; pass < 2; ++pass) {
    op_init(0, nullptr, 0);
    std::vector<int> ring(2 * kCells);
    for (int k = 0; k < 2 * kCells; ++k)
      ring[size_t(k)] = (k / 2 + k % 2) % kCells;
    std::vector<double> q(kCells, 1.0);
    op_set edges = op_decl_set(kCells, "edges");
    op_set cells = op_decl_set(kCells, "cells");
    op_map pecell = op_decl_map(edges, cells, 2, ring.data(), "pecell");
    op_dat dq = op_decl_dat(cells, 1, "double", q.data(), "q");
    op_arg args[2] = {op_arg_dat(dq, 0, pecell, 1, "double", OP_READ),
                      op_arg_dat(dq, 1, pecell, 1, "double", OP_READ)};
    EXPECT_EQ(loom::openmp::loopPlan("ring_read", edges, args, 2).ncolours, 1);
    EXPECT_EQ(loom::cuda::hierarchicalPlan("ring_read_hier", edges, args, 2, 64)
                  .plan.nblockColours,
              1);
    const auto &stats = loom::context().loopStats().entries();
    EXPECT_EQ(stats.at("ring_read").planBuilds, 1);
    EXPECT_EQ(stats.at("ring_read_hier").planBuilds, 1);
    op_exit();
  }
  EXPECT_TRUE(fs::is_empty(dir_)); // no plan file
}

TEST_F(PlanCacheTest, DamagedFilesAreRebuiltWithANote) {
  run();
  const std::vector<fs::path> saved = files();
  ASSERT_EQ(saved.size(), 4u);
  // One file truncated, one with a flipped byte in its arrays, one
  // replaced by another plan's file (another key).
  fs::resize_file(saved[0], fs::file_size(saved[0]) / 2);
  {
    std::fstream f(saved[1], std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(static_cast<std::streamoff>(fs::file_size(saved[1]) - 12));
    f.put('\x7f');
  }
  fs::copy_file(saved[3], saved[2], fs::copy_options::overwrite_existing);
  testing::internal::CaptureStderr();
  const Counts counts = run();
  const std::string notes = testing::internal::GetCapturedStderr();
  long builds = 0, loads = 0;
  for (const auto &[name, c] : counts) {
    builds += c.first;
    loads += c.second;
  }
  EXPECT_EQ(builds, 3);
  EXPECT_EQ(loads, 1);
  EXPECT_NE(notes.find("truncated"), std::string::npos) << notes;
  EXPECT_NE(notes.find("checksum mismatch"), std::string::npos) << notes;
  EXPECT_NE(notes.find("another mesh or loop (key)"), std::string::npos)
      << notes;
  EXPECT_NE(notes.find("; rebuilding the "), std::string::npos) << notes;
  // Rewritten: the next run loads all four.
  EXPECT_EQ(run(), kAllLoaded);
}

TEST_F(PlanCacheTest, ARacyFileIsRefusedWhenPlansAreValidated) {
  run();
  // The OpenMP block plan's file rewritten with one colour for all blocks:
  // well-formed (right key, kind and checksum), but its plan races.
  int rewritten = 0;
  for (const fs::path &p : files()) {
    std::ifstream in(p, std::ios::binary);
    std::string bytes{std::istreambuf_iterator<char>(in), {}};
    std::uint64_t key = 0;
    std::memcpy(&key, bytes.data() + 16, sizeof key);
    try {
      std::vector<std::vector<int>> arrays =
          loom::readPlanFile(p.string(), key, "block");
      arrays[0][1] = 1; // ncolours
      std::fill(arrays[1].begin(), arrays[1].end(), 0);
      loom::writePlanFile(p.string(), key, "block", arrays);
      ++rewritten;
    } catch (const loom::PlanFileError &) { // another kind
    }
  }
  ASSERT_EQ(rewritten, 1);
  setenv("LOOM_VALIDATE_PLANS", "1", 1);
  EXPECT_EXIT(run(), testing::ExitedWithCode(1),
              "plan of loop 'ring_block' is not race-free");
}

} // namespace
