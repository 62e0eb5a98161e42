// Loop files (LOOM_DUMP_LOOPS, loom-plan --loop-file): a loop written and
// read back plans identically; bad files are named with what is wrong.
#include "loom/plan/block_plan.h"
#include "loom/plan/loop_file.h"

#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <fstream>
#include <stdexcept>
#include <string>

namespace {

using namespace loom::plan;

std::string errorOf(const std::string &path) {
  try {
    readLoopFile(path);
  } catch (const std::runtime_error &e) {
    return e.what();
  }
  return "no error";
}

TEST(LoopFile, RoundTripPlansTheSame) {
  loom::test::ScratchDir scratch;
  // Six edges of a ring of six nodes, incrementing both ends, and reading a
  // cell through a second map.
  const int edges[] = {0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 0};
  const int cells[] = {0, 0, 1, 1, 2, 2};
  LoopAccess loop;
  loop.setSize = 6;
  loop.directElemBytes = {8};
  loop.accesses = {{edges, 2, 6, 0, true, 16, 0, 0},
                   {edges, 2, 6, 1, true, 16, 0, 0},
                   {cells, 1, 3, 0, false, 8, 1, 1}};
  const std::string path = scratch.file("ring.loop.json");
  writeLoopFile(path, "ring", "edges", loop);
  LoopFile back = readLoopFile(path);
  EXPECT_EQ(back.loop, "ring");
  EXPECT_EQ(back.set, "edges");
  EXPECT_EQ(back.maps.size(), 2u); // deduplicated
  ASSERT_EQ(back.access.accesses.size(), 3u);
  EXPECT_EQ(back.access.directElemBytes, loop.directElemBytes);
  const BlockPlan a = buildBlockPlan(loop, 2),
                  b = buildBlockPlan(back.access, 2);
  EXPECT_EQ(a.ncolours, b.ncolours);
  EXPECT_EQ(a.blockColour, b.blockColour);
}

TEST(LoopFile, BadFilesAreNamed) {
  loom::test::ScratchDir scratch;
  const std::string path = scratch.file("bad.loop.json");
  EXPECT_EQ(errorOf(path),
            path + ": cannot open file: No such file or directory");
  std::ofstream(path) << "{\"something\": 1}";
  EXPECT_EQ(errorOf(path),
            path + ": not a loop file (write one with LOOM_DUMP_LOOPS=dir)");
  std::ofstream(path) << R"({"loom_loop": 1, "loop": "l", "set": "s",
    "set_size": 2, "direct_elem_bytes": [],
    "maps": [{"dim": 1, "to_size": 2, "entries": [0, 5]}],
    "accesses": [{"map": 0, "idx": 0, "writes": true, "elem_bytes": 8,
                  "dat": 0}]})";
  const std::string range = errorOf(path);
  EXPECT_EQ(range.rfind(path + ": ", 0), 0u) << range;
  EXPECT_NE(range.find("5"), std::string::npos) << range;
  std::ofstream(path) << R"({"loom_loop": 1, "loop": "l", "set": "s",
    "set_size": 2, "direct_elem_bytes": [],
    "maps": [{"dim": 1, "to_size": 2, "entries": [0]}], "accesses": []})";
  EXPECT_EQ(errorOf(path), path + ": map 0 has 1 entries, not set_size x dim");
  std::ofstream(path) << R"({"loom_loop": 1, "loop": "l"})";
  EXPECT_EQ(errorOf(path).rfind(path + ": malformed loop file", 0), 0u);
}

// Numbers that are not ints are refused, not wrapped or cut: 2^32 + 1 read
// as an int would be 1, a valid entry, and 1.5 would be 1.
TEST(LoopFile, NumbersOutsideIntAreNamed) {
  loom::test::ScratchDir scratch;
  const std::string path = scratch.file("wide.loop.json");
  auto withEntries =
      [&](const std::string &entries, const std::string &setSize) {
        std::ofstream(path) << R"({"loom_loop": 1, "loop": "l", "set": "s",
      "set_size": )" + setSize + R"(, "direct_elem_bytes": [],
      "maps": [{"dim": 1, "to_size": 2, "entries": )" +
                                   entries + R"(}],
      "accesses": [{"map": 0, "idx": 0, "writes": true, "elem_bytes": 8,
                    "dat": 0}]})";
        return errorOf(path);
      };
  const std::string range = " not an integer from -2147483648 to 2147483647";
  EXPECT_EQ(withEntries("[0, 4294967297]", "2"),
            path + ": map 0: \"entries\"[1] is 4294967297," + range);
  EXPECT_EQ(withEntries("[0, -4294967295]", "2"),
            path + ": map 0: \"entries\"[1] is -4294967295," + range);
  EXPECT_EQ(withEntries("[1.5, 0]", "2"),
            path + ": map 0: \"entries\"[0] is 1.5," + range);
  EXPECT_EQ(withEntries("[0, 1]", "2.0"),
            path + ": \"set_size\" is 2.0," + range);
  EXPECT_EQ(withEntries("[0, 1]", "2"), "no error");
}

} // namespace
