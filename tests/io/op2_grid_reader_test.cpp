#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/airfoil_mesh/op2_grid_writer.h"
#include "loom/io/mesh_error.h"

#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

using namespace loom::io;
namespace fs = std::filesystem;

namespace {

const std::string kSmall = std::string(LOOM_TEST_MESHES) + "/grid_small.dat";

// Written files live in a scratch folder removed when the test ends.
const loom::test::ScratchDir &scratch() {
  static const loom::test::ScratchDir dir;
  return dir;
}

std::string writeTemp(const std::string &name, const std::string &text) {
  return scratch().write(name, text);
}

// A valid 2x1-cell grid (lines: 1 header, 2-7 nodes, 8-9 cells, 10 edge,
// 11-16 boundary edges), with OP2's orientation conventions:
//   3---4---5
//   | 0 | 1 |
//   0---1---2
const std::string kTiny =
    "6 2 1 6\n"
    "0 0\n1 0\n2 0\n0 1\n1 1\n2 1\n"
    "0 1 4 3\n1 2 5 4\n"
    "1 4 1 0\n"
    "1 0 0 1\n2 1 1 1\n5 2 1 2\n4 5 1 2\n3 4 0 2\n0 3 0 2\n";

// Expects readAirfoilGrid on `text` to throw a MeshError whose message starts
// with "FILE:LINE: " (or "FILE:LINE:COLUMN: " when `column` > 0, for a bad
// token) and contains `fragment`.
void expectError(const std::string &text, int line, const std::string &fragment,
                 int column = 0) {
  const std::string path = writeTemp("bad.dat", text);
  try {
    readAirfoilGrid(path);
    FAIL() << "no error; expected line " << line << ": " << fragment;
  } catch (const MeshError &e) {
    const std::string msg = e.what();
    const std::string prefix =
        path + ":" + std::to_string(line) +
        (column > 0 ? ":" + std::to_string(column) : std::string()) + ": ";
    EXPECT_EQ(msg.rfind(prefix, 0), 0u) << msg;
    EXPECT_NE(msg.find(fragment), std::string::npos) << msg;
    EXPECT_EQ(msg.find('\n'), std::string::npos)
        << "message must be one line: " << msg;
    EXPECT_EQ(e.line(), line);
    EXPECT_EQ(e.column(), column);
  }
}

std::string replaceLine(std::string text, int line, const std::string &with) {
  size_t b = 0;
  for (int l = 1; l < line; ++l)
    b = text.find('\n', b) + 1;
  size_t e = text.find('\n', b);
  return text.replace(b, e - b, with);
}

} // namespace

TEST(Op2GridReader, ReadsGridSmall) {
  AirfoilGrid g = readAirfoilGrid(kSmall);
  EXPECT_EQ(g.nnode, 11476);
  EXPECT_EQ(g.ncell, 11250);
  EXPECT_EQ(g.nedge, 22325);
  EXPECT_EQ(g.nbedge, 350);
  ASSERT_EQ(g.x.size(), 2u * 11476);
  ASSERT_EQ(g.cell.size(), 4u * 11250);
  ASSERT_EQ(g.ecell.size(), 2u * 22325);
  ASSERT_EQ(g.bound.size(), 350u);
  // First and last records of each section, as in the file.
  EXPECT_DOUBLE_EQ(g.x[0], 9.0);
  EXPECT_DOUBLE_EQ(g.x[2], 8.7616);
  EXPECT_EQ(g.cell[0], 0);
  EXPECT_EQ(g.cell[3], 151);
  EXPECT_EQ(g.edge[0], 0);
  EXPECT_EQ(g.ecell[0], 149);
  EXPECT_EQ(g.bedge[0], 51);
  EXPECT_EQ(g.becell[0], 50);
  EXPECT_EQ(g.bound[0], 1);
  EXPECT_EQ(g.bedge[2 * 349], 0);
  EXPECT_EQ(g.bedge[2 * 349 + 1], 151);
  EXPECT_EQ(g.bound[349], 2);
}

TEST(Op2GridReader, ReadsTinyGridAndToleratesCrlfAndBlankTail) {
  std::string crlf;
  for (char c : kTiny) {
    if (c == '\n')
      crlf += '\r';
    crlf += c;
  }
  AirfoilGrid g = readAirfoilGrid(writeTemp("crlf.dat", crlf + "\n  \n"));
  EXPECT_EQ(g.nnode, 6);
  EXPECT_EQ(g.ncell, 2);
  EXPECT_EQ(g.nedge, 1);
  EXPECT_EQ(g.nbedge, 6);
  EXPECT_EQ(g.ecell[0], 1);
  EXPECT_EQ(g.ecell[1], 0);
  EXPECT_EQ(g.bound[2], 2);
  EXPECT_DOUBLE_EQ(g.x[2 * 5], 2.0);
}

TEST(Op2GridReader, MissingFile) {
  try {
    readAirfoilGrid("/nonexistent/dir/grid.dat");
    FAIL();
  } catch (const MeshError &e) {
    EXPECT_NE(std::string(e.what()).find(
                  "/nonexistent/dir/grid.dat: cannot open file"),
              std::string::npos)
        << e.what();
  }
}

TEST(Op2GridReader, EmptyFile) { expectError("", 1, "empty file"); }

TEST(Op2GridReader, TruncatedFile) {
  // Cut after the first boundary edge: reading bedge 1 hits end of file.
  std::string text = kTiny.substr(0, kTiny.find("2 1 1 1\n"));
  expectError(text, 12, "unexpected end of file: expected node 1 of bedge 1");
}

TEST(Op2GridReader, TruncatedLine) {
  expectError(replaceLine(kTiny, 8, "0 1 4"), 8,
              "line ends early: expected node 4 of cell 0");
}

TEST(Op2GridReader, HeaderWithThreeCounts) {
  expectError(replaceLine(kTiny, 1, "6 2 1"), 1,
              "line ends early: expected nbedge (4th header value)");
}

TEST(Op2GridReader, NegativeCount) {
  expectError(replaceLine(kTiny, 1, "6 -2 1 6"), 1,
              "negative count ncell = -2");
}

TEST(Op2GridReader, TooManyNodesDeclared) {
  // 7 nodes declared: the first cell line is read as node 6 and has 4 values.
  expectError(
      replaceLine(kTiny, 1, "7 2 1 6"), 8,
      "unexpected token '4' after node 6 (2 values expected on its line)", 5);
}

TEST(Op2GridReader, TooFewEdgesDeclared) {
  // 0 edges declared: the edge line is read as bedge 0 with bound 0.
  expectError(replaceLine(kTiny, 1, "6 2 0 6"), 10,
              "bedge 0 bound = 0 is not 1 (wall) or 2 (far field)");
}

TEST(Op2GridReader, NonNumericToken) {
  expectError(replaceLine(kTiny, 4, "1 zero"), 4,
              "expected a number for y of node 2, got 'zero'", 3);
  expectError(replaceLine(kTiny, 9, "1 2 5 4x"), 9,
              "expected an integer for node 4 of cell 1, got '4x'", 7);
  expectError(replaceLine(kTiny, 1, "6 2 1.5 6"), 1,
              "expected an integer for nedge (3rd header value), got '1.5'", 5);
}

// A token's bytes are quoted escaped: an escape sequence would act on the
// terminal, a NUL end the message (what() is a C string).
TEST(Op2GridReader, ControlBytesInATokenAreEscaped) {
  expectError(replaceLine(kTiny, 4, "1 \x1b[2J"), 4,
              "expected a number for y of node 2, got '\\x1b[2J'", 3);
  expectError(replaceLine(kTiny, 4, std::string("1 2\0x", 5)), 4,
              "expected a number for y of node 2, got '2\\x00x'", 3);
}

TEST(Op2GridReader, MalformedNumbers) {
  // One optional sign, nothing after the digits, finite values only.
  expectError(replaceLine(kTiny, 4, "1 +-1.5"), 4,
              "expected a number for y of node 2, got '+-1.5'", 3);
  expectError(replaceLine(kTiny, 4, "++1 0"), 4,
              "expected a number for x of node 2, got '++1'", 1);
  expectError(replaceLine(kTiny, 4, "1.5x 0"), 4,
              "expected a number for x of node 2, got '1.5x'", 1);
  expectError(replaceLine(kTiny, 4, "0x10 0"), 4,
              "expected a number for x of node 2, got '0x10'", 1);
  expectError(replaceLine(kTiny, 9, "1 2 +-5 4"), 9,
              "expected an integer for node 3 of cell 1, got '+-5'", 5);
  expectError(replaceLine(kTiny, 1, "6 2 1 99999999999999999999"), 1,
              "integer '99999999999999999999' out of range for nbedge", 7);
  expectError(replaceLine(kTiny, 4, "1e999 0"), 4,
              "number '1e999' out of range for x of node 2", 1);
  // An empty value: the line ends before it.
  expectError(replaceLine(kTiny, 4, "1"), 4,
              "line ends early: expected y of node 2");
}

TEST(Op2GridReader, NonFiniteCoordinates) {
  for (const char *bad : {"nan", "NaN", "inf", "-inf", "infinity"})
    expectError(replaceLine(kTiny, 5, std::string("0 ") + bad), 5,
                std::string("non-finite value '") + bad + "' for y of node 3",
                3);
}

TEST(Op2GridReader, MeshWithoutCells) {
  expectError("0 0 0 0\n", 1, "ncell = 0: the mesh has no cells");
  expectError("3 0 0 0\n0 0\n1 0\n0 1\n", 1,
              "ncell = 0: the mesh has no cells");
}

TEST(Op2GridReader, HugeCountsInATinyFileFailAtTheEnd) {
  // A 21-byte file announcing 2^31 - 1 nodes: arrays are sized by what the
  // file holds, so this fails at once at its end, allocating nothing large.
  expectError("2147483647 1 1 1\n0 0\n", 3,
              "unexpected end of file: expected x of node 1");
  expectError("6 2147483647 2147483647 2147483647\n0 0\n1 0\n2 0\n0 1\n1 "
              "1\n2 1\n0 1 4 3\n",
              9, "unexpected end of file: expected node 1 of cell 1");
}

TEST(Op2GridReader, DirectoryAsPath) {
  const std::string dir = fs::path(writeTemp("x", "")).parent_path().string();
  try {
    readAirfoilGrid(dir);
    FAIL() << "no error for a directory";
  } catch (const MeshError &e) {
    EXPECT_EQ(std::string(e.what()), dir + ": is a directory, not a mesh file");
  }
}

TEST(Op2GridReader, OutOfRangeIndices) {
  expectError(replaceLine(kTiny, 10, "1 99999 1 0"), 10,
              "edge 0 node 2 = 99999 is out of range [0, 6)");
  expectError(replaceLine(kTiny, 10, "1 4 2 0"), 10,
              "edge 0 cell 1 = 2 is out of range [0, 2)");
  expectError(replaceLine(kTiny, 8, "0 -1 4 3"), 8,
              "cell 0 node 2 = -1 is out of range [0, 6)");
  expectError(replaceLine(kTiny, 12, "2 1 7 1"), 12,
              "bedge 1 cell = 7 is out of range [0, 2)");
}

// As a cell repeating a node: an edge without a face is refused.
TEST(Op2GridReader, DegenerateEdges) {
  expectError(replaceLine(kTiny, 10, "4 4 1 0"), 10, "edge 0 repeats node 4");
  expectError(replaceLine(kTiny, 10, "1 4 1 1"), 10, "edge 0 repeats cell 1");
  expectError(replaceLine(kTiny, 12, "2 2 1 1"), 12, "bedge 1 repeats node 2");
}

TEST(Op2GridReader, BadBound) {
  expectError(replaceLine(kTiny, 13, "5 2 1 3"), 13,
              "bedge 2 bound = 3 is not 1 (wall) or 2 (far field)");
}

TEST(Op2GridReader, TrailingGarbage) {
  expectError(kTiny + "\n7 7 7 7\n", 18,
              "trailing garbage '7 7 7 7' after the last record");
  expectError(replaceLine(kTiny, 2, "0 0 0"), 2,
              "unexpected token '0' after node 0", 5);
}

TEST(Op2GridReader, WriteThenReadIsExact) {
  AirfoilGrid g = readAirfoilGrid(writeTemp("tiny.dat", kTiny));
  g.x[3] = 0.1 + 0.2; // not representable in few digits
  g.x[4] = -1.0 / 3.0;
  const std::string path = scratch().file("out.dat");
  writeAirfoilGrid(g, path);
  AirfoilGrid h = readAirfoilGrid(path);
  EXPECT_EQ(h.nnode, g.nnode);
  EXPECT_EQ(h.x, g.x);
  EXPECT_EQ(h.cell, g.cell);
  EXPECT_EQ(h.edge, g.edge);
  EXPECT_EQ(h.ecell, g.ecell);
  EXPECT_EQ(h.bedge, g.bedge);
  EXPECT_EQ(h.becell, g.becell);
  EXPECT_EQ(h.bound, g.bound);
}

TEST(Op2GridReader, WriterRejectsInconsistentSizes) {
  AirfoilGrid g = readAirfoilGrid(writeTemp("tiny.dat", kTiny));
  g.becell.pop_back();
  EXPECT_THROW(writeAirfoilGrid(g, scratch().file("x.dat")),
               std::invalid_argument);
}
