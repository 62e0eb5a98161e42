// tetfv_model: Langguth et al.'s words-per-flop model (bytes per tet, the
// minimum over memory paths), the paths built from this machine's caches and
// measured bandwidths, and the cache sizes read from a sysfs-like folder.
#include "bandwidth_model.h"
#include "cache_sizes.h"
#include "model_paths.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <unistd.h>

namespace {

using namespace tetfv;

TEST(BytesPerTet, MinimumTrafficWhenTheBlockFitsTheCache) {
  // W = 8 b bytes = 8 KiB fits a 32 KiB cache: 8 words = 64 bytes.
  EXPECT_DOUBLE_EQ(bytesPerTet(1024, 32 * 1024, 64), 64.0);
}

TEST(BytesPerTet, EachGatherMissesWithProbabilityOneMinusCOverW) {
  // W = 8 MiB, C = 1 MiB: miss rate 7/8, 4 gathers of a 64-byte line.
  EXPECT_DOUBLE_EQ(bytesPerTet(1 << 20, 1 << 20, 64), 64.0 + 4 * 0.875 * 64);
  EXPECT_THROW(bytesPerTet(0, 1024, 64), std::invalid_argument);
}

TEST(PredictedTetsPerSecond, TheSlowestPathLimits) {
  const double b = 1 << 20;                     // W = 8 MiB
  const MemoryLevel l2{1 << 20, 64, 50e9};      // 288 B/tet at 50 GB/s
  const MemoryLevel memory{32 << 20, 64, 20e9}; // 64 B/tet at 20 GB/s
  EXPECT_DOUBLE_EQ(predictedTetsPerSecond(b, {memory}), 20e9 / 64);
  EXPECT_DOUBLE_EQ(predictedTetsPerSecond(b, {l2, memory}), 50e9 / 288);
  EXPECT_THROW(predictedTetsPerSecond(b, {}), std::invalid_argument);
}

TEST(LevelBandwidths, ParsesAndRejects) {
  const auto v = parseLevelBandwidths("L1=120,L2=60.5", "--cache-gbs");
  ASSERT_EQ(v.size(), 2u);
  EXPECT_EQ(v[1].level, 2);
  EXPECT_DOUBLE_EQ(v[1].gbs, 60.5);
  EXPECT_TRUE(parseLevelBandwidths("", "--cache-gbs").empty());
  for (const char *bad :
       {"L2", "X2=5", "L0=5", "L2=", "L2=-1", "L2=5x", "L1=5,L1=6"}) {
    try {
      parseLevelBandwidths(bad, "--cache-gbs");
      ADD_FAILURE() << bad << " accepted";
    } catch (const std::invalid_argument &e) {
      EXPECT_EQ(std::string(e.what()).rfind("--cache-gbs: '", 0), 0u)
          << e.what();
    }
  }
}

TEST(ModelPaths, InnerLevelsThenMemory) {
  const std::vector<CacheLevel> caches = {
      {1, 48 << 10, 64}, {2, 1 << 20, 64}, {3, 32 << 20, 128}};
  const auto paths = modelPaths(caches, {{2, 80}, {1, 200}}, 20);
  ASSERT_EQ(paths.size(), 3u);
  EXPECT_EQ(paths[0].name, "L2->L1");
  EXPECT_DOUBLE_EQ(paths[0].memory.cacheBytes, 48 << 10);
  EXPECT_DOUBLE_EQ(paths[0].memory.bandwidthBytes, 200e9);
  EXPECT_EQ(paths[1].name, "L3->L2");
  EXPECT_DOUBLE_EQ(paths[1].memory.lineBytes, 128); // the line behind L2
  EXPECT_EQ(paths[2].name, "memory->L3");
  EXPECT_DOUBLE_EQ(paths[2].memory.bandwidthBytes, 20e9);
  EXPECT_EQ(modelPaths(caches, {}, 20).size(), 1u);
  EXPECT_THROW(modelPaths(caches, {{3, 50}}, 20), std::invalid_argument);
  EXPECT_THROW(modelPaths(caches, {{4, 50}}, 20), std::invalid_argument);
  EXPECT_THROW(modelPaths({}, {}, 20), std::invalid_argument);
  EXPECT_THROW(modelPaths(caches, {}, 0), std::invalid_argument);
}

void writeFile(const std::filesystem::path &p, const std::string &text) {
  std::ofstream(p) << text << "\n";
}

TEST(CacheLevels, ReadsDataAndUnifiedCachesFromSysfs) {
  const std::filesystem::path root =
      std::filesystem::temp_directory_path() /
      ("tetfv_cache_test." + std::to_string(getpid()));
  std::filesystem::remove_all(root);
  const auto level = [&](const char *index, const char *type, int lvl,
                         const char *size, const char *cpus = nullptr) {
    const auto dir = root / index;
    std::filesystem::create_directories(dir);
    writeFile(dir / "type", type);
    writeFile(dir / "level", std::to_string(lvl));
    writeFile(dir / "size", size);
    writeFile(dir / "coherency_line_size", "64");
    if (cpus)
      writeFile(dir / "shared_cpu_list", cpus);
  };
  level("index3", "Unified", 3, "32768K", "0-15");
  level("index0", "Data", 1, "48K", "0");
  level("index1", "Instruction", 1, "32K");
  level("index2", "Unified", 2, "1024K");
  const std::vector<CacheLevel> caches = readCacheLevels(root.string());
  std::filesystem::remove_all(root);
  ASSERT_EQ(caches.size(), 3u);
  EXPECT_EQ(caches[0].level, 1);
  EXPECT_DOUBLE_EQ(caches[0].bytes, 48 * 1024);
  EXPECT_EQ(caches[2].level, 3);
  EXPECT_DOUBLE_EQ(caches[2].bytes, 32 * 1024 * 1024);
  EXPECT_EQ(caches[0].sharedBy, 1);
  EXPECT_EQ(caches[1].sharedBy, 0); // no shared_cpu_list: not known
  EXPECT_EQ(caches[2].sharedBy, 16);
}

TEST(CacheLevels, CountsTheCpusOfASysfsList) {
  EXPECT_EQ(cpuListSize("0"), 1);
  EXPECT_EQ(cpuListSize("0-15"), 16);
  EXPECT_EQ(cpuListSize("0,2,4-7"), 6);
  EXPECT_EQ(cpuListSize("0-3,64-67"), 8);
  EXPECT_EQ(cpuListSize(""), 0);
  EXPECT_EQ(cpuListSize("3-1"), 0);
  EXPECT_EQ(cpuListSize("0-"), 0);
  EXPECT_EQ(cpuListSize("a"), 0);
  EXPECT_EQ(cpuListSize("0;1"), 0);
}

} // namespace
