// Crash-safe output: a write that fails before its file is closed leaves the
// previous file byte-for-byte intact and no temporary behind.
#include "loom/core/context.h"
#include "loom/hdf5/atomic_output.h"
#include "loom/hdf5/context_dump.h"
#include "loom/hdf5/h5_error.h"
#include "loom/hdf5/h5_file.h"
#include "loom/hdf5/op2_layout.h"
#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>

using namespace loom::hdf5;

namespace {

std::string bytesOf(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::size_t entriesIn(const std::filesystem::path &dir) {
  std::size_t n = 0;
  for ([[maybe_unused]] auto &entry : std::filesystem::directory_iterator(dir))
    ++n;
  return n;
}

TEST(CrashSafeWrite, FailureBeforeCloseKeepsThePreviousFile) {
  ScratchDir scratch("crash");
  std::string path = scratch.file("mesh.h5");
  loom::Context good;
  good.declareSet(5, "cells");
  dumpContext(good, path);
  std::string before = bytesOf(path);
  ASSERT_FALSE(before.empty());

  // Simulated crash: objects written to the output, then an exception before
  // the file is closed and committed.
  EXPECT_THROW(
      {
        AtomicOutput output(path, /*keepExisting=*/false);
        File file(output.temporaryPath(), File::Mode::Create);
        writeSet(file, "nodes", 1000);
        EXPECT_TRUE(std::filesystem::exists(output.temporaryPath()));
        throw std::runtime_error("simulated failure");
      },
      std::runtime_error);
  EXPECT_EQ(bytesOf(path), before);
  EXPECT_EQ(entriesIn(scratch.path()), 1u);
  File reread(path, File::Mode::ReadOnly);
  EXPECT_EQ(readSetSize(reread, "cells"), 5);
  EXPECT_FALSE(reread.hasDataset("nodes"));
}

TEST(CrashSafeWrite, DumpFailingMidwayKeepsThePreviousFile) {
  ScratchDir scratch("dump");
  std::string path = scratch.file("state.h5");
  loom::Context good;
  good.declareSet(2, "cells");
  dumpContext(good, path);
  std::string before = bytesOf(path);

  // A dat of a user type cannot be stored: the dump fails after writing the
  // set and map.
  loom::Context bad;
  op_set cells = bad.declareSet(2, "cells");
  std::vector<int> ids = {1, 0};
  bad.declareMap(cells, cells, 1, ids.data(), "swap");
  std::vector<char> blob(2 * 16, 'x');
  bad.declareDat(cells, 1, "my_struct", 16, blob.data(), "p_blob");
  try {
    dumpContext(bad, path);
    FAIL() << "the dump should fail";
  } catch (const Hdf5Error &e) {
    EXPECT_NE(std::string(e.what()).find("dat 'p_blob': type 'my_struct'"),
              std::string::npos)
        << e.what();
  }
  EXPECT_EQ(bytesOf(path), before);
  EXPECT_EQ(entriesIn(scratch.path()), 1u);
}

TEST(CrashSafeWrite, CommitReplacesTheFile) {
  ScratchDir scratch("commit");
  std::string path = scratch.file("mesh.h5");
  loom::Context first;
  first.declareSet(5, "cells");
  dumpContext(first, path);
  loom::Context second;
  second.declareSet(9, "cells");
  dumpContext(second, path);
  File reread(path, File::Mode::ReadOnly);
  EXPECT_EQ(readSetSize(reread, "cells"), 9);
  EXPECT_EQ(entriesIn(scratch.path()), 1u);
}

} // namespace
