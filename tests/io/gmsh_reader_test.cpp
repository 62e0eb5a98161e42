#include "loom/io/gmsh_reader.h"
#include "loom/io/mesh_error.h"

#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>

using namespace loom::io;
namespace fs = std::filesystem;

namespace {

const std::string kMeshes = std::string(LOOM_TEST_MESHES);

// Written files live in a scratch folder removed when the test ends.
std::string writeTemp(const std::string &name, const std::string &text) {
  static loom::test::ScratchDir scratch;
  return scratch.write(name, text);
}

// Expects readGmsh on `text` to fail with "FILE:LINE: " (or
// "FILE:LINE:COLUMN: " when `column` > 0) and `fragment` in one line.
void expectError(const std::string &text, int line, const std::string &fragment,
                 int column = 0) {
  const std::string path = writeTemp("bad.msh", text);
  try {
    readGmsh(path);
    FAIL() << "no error; expected line " << line << ": " << fragment;
  } catch (const MeshError &e) {
    const std::string msg = e.what();
    const std::string prefix =
        path + ":" + std::to_string(line) +
        (column > 0 ? ":" + std::to_string(column) : std::string()) + ": ";
    EXPECT_EQ(msg.rfind(prefix, 0), 0u) << msg;
    EXPECT_EQ(e.column(), column) << msg;
    EXPECT_NE(msg.find(fragment), std::string::npos) << msg;
    EXPECT_EQ(msg.find('\n'), std::string::npos) << msg;
  }
}

std::string replaceLine(std::string text, int line, const std::string &with) {
  size_t b = 0;
  for (int l = 1; l < line; ++l)
    b = text.find('\n', b) + 1;
  size_t e = text.find('\n', b);
  return text.replace(b, e - b, with);
}

// Two tetrahedra sharing a face, node tags non-contiguous (10, 20, ...),
// plus a boundary triangle, a line and a point element (skipped).
const std::string k22 = "$MeshFormat\n"           // 1
                        "2.2 0 8\n"               // 2
                        "$EndMeshFormat\n"        // 3
                        "$PhysicalNames\n"        // 4
                        "1\n"                     // 5
                        "2 7 \"wall\"\n"          // 6
                        "$EndPhysicalNames\n"     // 7
                        "$Nodes\n"                // 8
                        "5\n"                     // 9
                        "10 0 0 0\n"              // 10
                        "20 1 0 0\n"              // 11
                        "30 0 1 0\n"              // 12
                        "40 0 0 1\n"              // 13
                        "55 1 1 1\n"              // 14
                        "$EndNodes\n"             // 15
                        "$Elements\n"             // 16
                        "5\n"                     // 17
                        "1 15 2 0 1 10\n"         // 18
                        "2 1 2 3 4 10 20\n"       // 19
                        "3 2 2 7 5 10 20 30\n"    // 20
                        "4 4 2 0 9 10 20 30 40\n" // 21
                        "5 4 2 0 9 20 30 40 55\n" // 22
                        "$EndElements\n";         // 23

const std::string k41 = "$MeshFormat\n"           // 1
                        "4.1 0 8\n"               // 2
                        "$EndMeshFormat\n"        // 3
                        "$Entities\n"             // 4
                        "0 0 1 1\n"               // 5
                        "3 0 0 0 1 1 0 1 5 1 1\n" // 6  surface 3, physical 5
                        "1 0 0 0 1 1 1 0 1 3\n"   // 7  volume 1, no physical
                        "$EndEntities\n"          // 8
                        "$Nodes\n"                // 9
                        "2 5 3 100\n"             // 10
                        "2 3 0 3\n"               // 11
                        "3\n"                     // 12
                        "7\n"                     // 13
                        "100\n"                   // 14
                        "0 0 0\n"                 // 15
                        "1 0 0\n"                 // 16
                        "0 1 0\n"                 // 17
                        "3 1 0 2\n"               // 18
                        "4\n"                     // 19
                        "50\n"                    // 20
                        "0 0 1\n"                 // 21
                        "1 1 1\n"                 // 22
                        "$EndNodes\n"             // 23
                        "$Elements\n"             // 24
                        "2 3 1 3\n"               // 25
                        "2 3 2 1\n"               // 26
                        "1 3 7 100 \n"            // 27
                        "3 1 4 2\n"               // 28
                        "2 3 7 100 4\n"           // 29
                        "3 7 100 4 50\n"          // 30
                        "$EndElements\n";         // 31

} // namespace

TEST(GmshReader, Format22SmallHandMade) {
  GmshMesh m = readGmsh(writeTemp("a.msh", k22));
  EXPECT_EQ(m.dim, 3);
  ASSERT_EQ(m.numNodes(), 5);
  EXPECT_EQ(m.nodeTags, (std::vector<long long>{10, 20, 30, 40, 55}));
  EXPECT_EQ(m.nodes[3 * 4 + 2], 1.0);
  EXPECT_EQ(m.tets, (std::vector<int>{0, 1, 2, 3, 1, 2, 3, 4}));
  EXPECT_EQ(m.triangles, (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(m.lines, (std::vector<int>{0, 1}));
  EXPECT_EQ(m.triangleTags, (std::vector<int>{7})); // physical tag
  EXPECT_EQ(m.triangleEntities, (std::vector<int>{5}));
  EXPECT_EQ(m.lineTags, (std::vector<int>{3}));
  EXPECT_EQ(m.tetTags, (std::vector<int>{9, 9})); // physical 0: entity tag
  EXPECT_EQ(m.skippedElements, 1);
}

TEST(GmshReader, Format41SmallHandMade) {
  GmshMesh m = readGmsh(writeTemp("b.msh", k41));
  EXPECT_EQ(m.dim, 3);
  ASSERT_EQ(m.numNodes(), 5);
  EXPECT_EQ(m.nodeTags, (std::vector<long long>{3, 7, 100, 4, 50}));
  EXPECT_EQ(m.tets, (std::vector<int>{0, 1, 2, 3, 1, 2, 3, 4}));
  EXPECT_EQ(m.triangles, (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(m.triangleTags, (std::vector<int>{5})); // physical tag of surface 3
  EXPECT_EQ(m.triangleEntities, (std::vector<int>{3}));
  EXPECT_EQ(m.tetTags, (std::vector<int>{1, 1})); // no physical: entity tag
  EXPECT_TRUE(m.lines.empty());
  EXPECT_EQ(m.nodes[3 * 4 + 0], 1.0);
}

TEST(GmshReader, Format41WithoutEntitiesAndSparseTags) {
  std::string text =
      k41.substr(0, k41.find("$Entities")) + k41.substr(k41.find("$Nodes"));
  // Without the 5 $Entities lines, line L of k41 is line L - 5 here.
  text = replaceLine(text, 5, "2 5 3 100000000");
  text = replaceLine(text, 9, "100000000");
  text = replaceLine(text, 22, "1 3 7 100000000");
  text = replaceLine(text, 24, "2 3 7 100000000 4");
  text = replaceLine(text, 25, "3 7 100000000 4 50");
  GmshMesh m = readGmsh(writeTemp("c.msh", text));
  EXPECT_EQ(m.nodeTags, (std::vector<long long>{3, 7, 100000000, 4, 50}));
  EXPECT_EQ(m.tets, (std::vector<int>{0, 1, 2, 3, 1, 2, 3, 4}));
  EXPECT_EQ(m.triangleTags, (std::vector<int>{3})); // entity tag
}

TEST(GmshReader, FinSmall22) {
  GmshMesh m = readGmsh(kMeshes + "/fin_small.msh");
  EXPECT_EQ(m.dim, 3);
  EXPECT_EQ(m.numNodes(), 7493);
  EXPECT_EQ(m.numTets(), 36946);
  EXPECT_EQ(m.numTriangles(), 6128);
  EXPECT_EQ(m.numLines(), 296);
  EXPECT_EQ(m.skippedElements, 11);
  for (int v : m.tets)
    ASSERT_TRUE(v >= 0 && v < m.numNodes());
  std::set<int> used(m.tets.begin(), m.tets.end());
  EXPECT_EQ(static_cast<int>(used.size()), m.numNodes());
}

TEST(GmshReader, BasinSmall22) {
  GmshMesh m = readGmsh(kMeshes + "/basin_small.msh");
  EXPECT_EQ(m.dim, 2);
  EXPECT_EQ(m.numNodes(), 7338);
  EXPECT_EQ(m.numTets(), 0);
  EXPECT_EQ(m.numTriangles(), 14278);
  EXPECT_EQ(m.numLines(), 398);
  for (int v : m.triangles)
    ASSERT_TRUE(v >= 0 && v < m.numNodes());
}

TEST(GmshReader, Errors) {
  try {
    readGmsh("/nonexistent.msh");
    FAIL();
  } catch (const MeshError &e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent.msh: cannot open file"),
              std::string::npos);
  }
  // Missing section.
  expectError(k22.substr(0, k22.find("$Elements")), 16,
              "missing $Elements section");
  expectError(k22.substr(k22.find("$Nodes")), 1, "$Nodes before $MeshFormat");
  // Bad node tag: undefined, non-positive, duplicate, non-numeric.
  expectError(replaceLine(k22, 21, "4 4 2 0 9 10 20 30 41"), 21,
              "element 4 references undefined node tag 41");
  expectError(replaceLine(k22, 11, "0 1 0 0"), 11,
              "bad node tag 0 (tags must be positive)");
  expectError(replaceLine(k22, 11, "10 1 0 0"), 11, "duplicate node tag 10");
  expectError(replaceLine(k22, 11, "2x 1 0 0"), 11,
              "expected an integer for node tag of node 1, got '2x'", 1);
  expectError(replaceLine(k22, 12, "30 0 one 0"), 12,
              "expected a number for y of node 2, got 'one'", 6);
  // Wrong counts.
  expectError(replaceLine(k22, 9, "4"), 14,
              "expected $EndNodes, got '55 1 1 1'");
  expectError(replaceLine(k22, 9, "6"), 15,
              "expected an integer for node tag of node 5, got '$EndNodes'", 1);
  expectError(replaceLine(k22, 9, "-1"), 9, "negative number of nodes -1");
  expectError(replaceLine(k22, 21, "4 4 2 0 9 10 20 30"), 21,
              "line ends early: expected element node tag of element 3");
  expectError(replaceLine(k22, 21, "4 4 2 0 9 10 20 30 40 55"), 21,
              "unexpected token '55' after element 3", 23);
  // Format problems.
  expectError(replaceLine(k22, 2, "2.2 1 8"), 2,
              "binary gmsh files are not supported");
  expectError(replaceLine(k22, 2, "3.0 0 8"), 2,
              "unsupported gmsh format version '3.0'");
  expectError(replaceLine(k22, 23, "$EndElement"), 23,
              "expected $EndElements, got '$EndElement'");
  expectError(k22 + "garbage\n", 24,
              "expected a section header such as $Nodes, got 'garbage'");
  expectError(replaceLine(k22, 7, "$EndPhysical"), 4,
              "section $PhysicalNames has no $EndPhysicalNames");
  // 4.1 block bookkeeping.
  expectError(replaceLine(k41, 10, "2 6 3 100"), 23,
              "node blocks hold 5 nodes, header declares 6");
  expectError(replaceLine(k41, 29, "2 3 7 100 5"), 29,
              "element 2 references undefined node tag 5");
  expectError(replaceLine(k41, 25, "2 2 1 3"), 28,
              "element blocks hold more than the 2 elements declared");
}

TEST(GmshReader, OnlyVersions22And41) {
  for (const char *v : {"2.0", "2.1", "2", "2.2.1", "4", "4.0", "4.10", "41"})
    expectError(replaceLine(k22, 2, std::string(v) + " 0 8"), 2,
                std::string("unsupported gmsh format version '") + v +
                    "' (supported: 2.2, 4.1)");
}

TEST(GmshReader, MalformedEntityLists) {
  // Physical-tag count longer than its line, negative, and a missing
  // bounding-entity list.
  expectError(replaceLine(k41, 6, "3 0 0 0 1 1 0 9 5 1 1"), 6,
              "number of physical tags of surface 0 9 exceeds the values on "
              "its line");
  expectError(replaceLine(k41, 6, "3 0 0 0 1 1 0 -1 1 1"), 6,
              "negative number of physical tags of surface 0 -1");
  expectError(replaceLine(k41, 6, "3 0 0 0 1 1 0 1 5"), 6,
              "line ends early: expected number of bounding entities of "
              "surface 0");
  expectError(replaceLine(k41, 7, "1 0 0 0 1 1 1 0 2 3"), 7,
              "number of bounding entities of volume 0 2 exceeds the values "
              "on its line");
  expectError(replaceLine(k41, 7, "1 0 0 0 1 1 1 0 1 3 8"), 7,
              "unexpected token '8' after volume 0", 21);
  expectError(replaceLine(k41, 5, "0 0 1"), 5,
              "line ends early: expected number of volumes");
}

TEST(GmshReader, MalformedNumbers) {
  expectError(replaceLine(k22, 12, "30 +-1.5 1 0"), 12,
              "expected a number for x of node 2, got '+-1.5'", 4);
  expectError(replaceLine(k22, 12, "30 1.5x 1 0"), 12,
              "expected a number for x of node 2, got '1.5x'", 4);
  expectError(replaceLine(k22, 12, "30 0 nan 0"), 12,
              "non-finite value 'nan' for y of node 2", 6);
  expectError(replaceLine(k41, 16, "1 inf 0"), 16,
              "non-finite value 'inf' for y of node 1", 3);
  expectError(replaceLine(k22, 12, "30 0"), 12,
              "line ends early: expected y of node 2");
}

TEST(GmshReader, MeshWithoutCells) {
  // Only the line and point elements: no triangle or tetrahedron.
  std::string text = replaceLine(k22, 17, "2");
  text = replaceLine(text, 20, "$EndElements");
  text = text.substr(0, text.find("$EndElements") + 13);
  expectError(text, 16, "the mesh has no cells");
}

TEST(GmshReader, HugeCountsInATinyFileFailAtTheEnd) {
  // A few bytes announcing 2^31 - 1 nodes or elements fail at the file's
  // end: arrays are sized by what the file can hold, not by the header.
  const std::string head = "$MeshFormat\n2.2 0 8\n$EndMeshFormat\n";
  expectError(head + "$Nodes\n2147483647\n1 0 0 0\n$EndNodes\n", 7,
              "expected an integer for node tag of node 1, got '$EndNodes'", 1);
  expectError(head + "$Nodes\n1\n1 0 0 0\n$EndNodes\n$Elements\n2147483647\n",
              10, "unexpected end of file: expected element tag of element 0");
  const std::string head41 = "$MeshFormat\n4.1 0 8\n$EndMeshFormat\n";
  expectError(head41 + "$Nodes\n1 2147483647 1 2147483647\n0 1 0 "
                       "2147483647\n1\n",
              8, "unexpected end of file: expected node tag of node 1");
  expectError(head41 + "$Nodes\n1 1 1 1\n0 1 0 1\n1\n0 0 0\n$EndNodes\n"
                       "$Elements\n1 2147483647 1 2147483647\n2 1 2 "
                       "2147483647\n",
              13, "unexpected end of file: expected element tag of element 0");
  expectError(head41 + "$Entities\n2147483647 0 0 0\n", 6,
              "unexpected end of file: expected entity tag of point 0");
}

TEST(GmshReader, DirectoryAsPath) {
  const std::string dir = fs::path(writeTemp("x", "")).parent_path().string();
  try {
    readGmsh(dir);
    FAIL() << "no error for a directory";
  } catch (const MeshError &e) {
    EXPECT_EQ(std::string(e.what()), dir + ": is a directory, not a mesh file");
  }
}
