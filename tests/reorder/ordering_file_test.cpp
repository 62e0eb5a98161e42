// A saved ordering loads back identical and is reused; a corrupted or stale
// one is rejected with a clear message and rebuilt.
#include "airfoil_mesh.h"
#include "loom/reorder/ordering_file.h"
#include "loom/reorder/reorder_mesh.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace loom::reorder;
namespace fs = std::filesystem;

class OrderingFile : public ::testing::Test {
protected:
  void SetUp() override {
    dir = fs::temp_directory_path() /
          ("loom_ordering_test_" + std::to_string(::getpid()) + "_" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  void TearDown() override { fs::remove_all(dir); }
  fs::path dir;
};

TEST_F(OrderingFile, SavedOrderingLoadsBackIdentical) {
  AirfoilMesh m = loadSmallAirfoilMesh();
  std::vector<Permutation> perSet;
  for (op_set s : m.ctx->sets())
    perSet.push_back(randomPermutation(s->size, s->index + 5));
  const auto key = meshHash(*m.ctx, "test");
  const std::string path = (dir / "a.ordering").string();
  saveOrdering(path, key, perSet);
  EXPECT_FALSE(fs::exists(path + ".tmp"));
  EXPECT_EQ(loadOrdering(path, key, *m.ctx), perSet);
  EXPECT_THROW(loadOrdering(path, key + 1, *m.ctx), OrderingFileError);
}

TEST_F(OrderingFile, CorruptedFileIsRejectedClearly) {
  AirfoilMesh m = loadSmallAirfoilMesh();
  std::vector<Permutation> perSet;
  for (op_set s : m.ctx->sets())
    perSet.push_back(randomPermutation(s->size, 9));
  const auto key = meshHash(*m.ctx, "test");
  const std::string path = (dir / "b.ordering").string();
  saveOrdering(path, key, perSet);
  std::stringstream text;
  text << std::ifstream(path).rdbuf();
  std::string s = text.str();
  // Swap two digits in the first permutation's first line.
  const size_t line = s.find("set ");
  const size_t at = s.find('\n', line) + 1;
  std::swap(s[at], s[s.find(' ', at) + 1]);
  std::ofstream(path) << s;
  try {
    loadOrdering(path, key, *m.ctx);
    FAIL() << "accepted a corrupted file";
  } catch (const OrderingFileError &e) {
    EXPECT_NE(std::string(e.what()).find(path + ": corrupt or stale"),
              std::string::npos)
        << e.what();
  }
  std::ofstream(path) << s.substr(0, s.size() / 2);
  EXPECT_THROW(loadOrdering(path, key, *m.ctx), OrderingFileError);
}

TEST_F(OrderingFile, CacheIsReusedAndACorruptOneRebuilt) {
  ReorderOptions options;
  options.cacheDir = dir.string();
  options.blockSize = 128;
  AirfoilMesh first = loadSmallAirfoilMesh();
  ReorderResult a =
      reorderMesh(*first.ctx, first.pedge, Method::Partition, options);
  EXPECT_FALSE(a.fromCache);
  AirfoilMesh second = loadSmallAirfoilMesh();
  ReorderResult b =
      reorderMesh(*second.ctx, second.pedge, Method::Partition, options);
  EXPECT_TRUE(b.fromCache);
  EXPECT_EQ(a.perSet, b.perSet);
  EXPECT_EQ(checkAgainstOriginal(second), "");
  for (const auto &entry : fs::directory_iterator(dir))
    std::ofstream(entry.path()) << "loom-ordering 1\nkey 0\n";
  AirfoilMesh third = loadSmallAirfoilMesh();
  testing::internal::CaptureStderr();
  ReorderResult c =
      reorderMesh(*third.ctx, third.pedge, Method::Partition, options);
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_FALSE(c.fromCache);
  EXPECT_NE(err.find("corrupt or stale ordering file"), std::string::npos)
      << err;
  EXPECT_EQ(c.perSet, a.perSet);
}
