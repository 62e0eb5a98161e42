// loom::io::declareGmsh: a gmsh file's cells, nodes and coordinates as OP2
// declarations (loom/io/gmsh_op2.h), for triangles and tetrahedra, gmsh 2.2
// and 4.1, and its errors.
#include "loom/io/gmsh_op2.h"
#include "loom/io/mesh_error.h"
#include "op_seq.h"

#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace loom::io;

namespace {

std::string writeTemp(const std::string &name, const std::string &text) {
  static loom::test::ScratchDir scratch;
  return scratch.write(name, text);
}

// Two tetrahedra sharing a face, gmsh 4.1 (nodes tagged 1..5 in one block).
const std::string kTets = "$MeshFormat\n4.1 0 8\n$EndMeshFormat\n"
                          "$Nodes\n1 5 1 5\n3 1 0 5\n1\n2\n3\n4\n5\n"
                          "0 0 0\n1 0 0\n0 1 0\n0 0 1\n1 1 1\n$EndNodes\n"
                          "$Elements\n1 2 1 2\n3 1 4 2\n"
                          "1 1 2 3 4\n2 2 3 4 5\n$EndElements\n";

// The unit square as two triangles, gmsh 2.2, nodes tagged out of order.
const std::string kTriangles = "$MeshFormat\n2.2 0 8\n$EndMeshFormat\n"
                               "$Nodes\n4\n7 0 0 0\n3 1 0 0\n9 1 1 0\n"
                               "4 0 1 0\n$EndNodes\n"
                               "$Elements\n2\n1 2 2 1 1 7 3 9\n"
                               "2 2 2 1 1 7 9 4\n$EndElements\n";

class DeclareGmsh : public ::testing::Test {
protected:
  void SetUp() override {
    char arg0[] = "gmsh_op2_test";
    char *argv[] = {arg0, nullptr};
    op_init(1, argv, 0);
  }
  void TearDown() override { op_exit(); }
};

template <typename T> std::vector<T> values(op_dat dat) {
  const T *data = reinterpret_cast<const T *>(dat->data);
  return std::vector<T>(data, data + dat->set->size * dat->dim);
}

} // namespace

TEST_F(DeclareGmsh, TetrahedraOfAGmsh41File) {
  const GmshSets m = declareGmsh(writeTemp("tets.msh", kTets), 3);
  EXPECT_EQ(m.dim, 3);
  EXPECT_EQ(op_get_size(m.nodes), 5);
  EXPECT_EQ(op_get_size(m.cells), 2);
  EXPECT_EQ(std::string(m.cellNodes->name), "cell_nodes");
  ASSERT_EQ(m.cellNodes->dim, 4);
  EXPECT_EQ(std::vector<int>(m.cellNodes->map, m.cellNodes->map + 8),
            (std::vector<int>{0, 1, 2, 3, 1, 2, 3, 4}));
  EXPECT_EQ(m.coords->dim, 3);
  EXPECT_EQ(values<double>(m.coords),
            (std::vector<double>{0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1}));
}

TEST_F(DeclareGmsh, TrianglesOfAGmsh22FileWithTwoCoordinates) {
  const GmshSets m = declareGmsh(writeTemp("square.msh", kTriangles), 2);
  EXPECT_EQ(op_get_size(m.nodes), 4);
  EXPECT_EQ(op_get_size(m.cells), 2);
  ASSERT_EQ(m.cellNodes->dim, 3);
  // Nodes in file order: tags 7, 3, 9, 4 are nodes 0..3.
  EXPECT_EQ(std::vector<int>(m.cellNodes->map, m.cellNodes->map + 6),
            (std::vector<int>{0, 1, 2, 0, 2, 3}));
  EXPECT_EQ(values<double>(m.coords),
            (std::vector<double>{0, 0, 1, 0, 1, 1, 0, 1}));
  EXPECT_EQ(m.read.numTriangles(), 2);
}

TEST_F(DeclareGmsh, MissingCellsAndBadDimAreNamed) {
  const std::string path = writeTemp("flat.msh", kTriangles);
  try {
    declareGmsh(path, 3);
    FAIL();
  } catch (const MeshError &e) {
    EXPECT_EQ(std::string(e.what()),
              path + ": no tetrahedra for declareGmsh(dim 3)");
  }
  try {
    declareGmsh(path, 1);
    FAIL();
  } catch (const MeshError &e) {
    EXPECT_EQ(std::string(e.what()),
              path + ": declareGmsh: dim 1: expected 2 (triangles) or 3 "
                     "(tetrahedra)");
  }
}
