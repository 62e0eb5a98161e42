// OP2's HDF5 calls: the ASCII airfoil grid declared with op_decl_*, written
// with op_dump_to_hdf5 and read back with op_decl_*_hdf5 is equal; consts
// and single dats written to an existing file are added to it.
#include "op_hdf5.h"
#include "op_seq.h"

#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

namespace {

class Op2Hdf5 : public ::testing::Test {
protected:
  void SetUp() override {
    char name[] = "hdf5";
    char *argv[] = {name, nullptr};
    op_init(1, argv, 0);
  }
  void TearDown() override { op_exit(); }
  void restart() {
    TearDown();
    SetUp();
  }
};

template <typename T>
std::vector<T> contents(const T *data, std::size_t count) {
  return std::vector<T>(data, data + count);
}

TEST_F(Op2Hdf5, AsciiGridRoundTripsThroughHdf5) {
  ScratchDir scratch("round_trip");
  loom::io::AirfoilGrid grid =
      loom::io::readAirfoilGrid(LOOM_TEST_MESHES "/grid_small.dat");
  op_set nodes = op_decl_set(grid.nnode, "nodes");
  op_set edges = op_decl_set(grid.nedge, "edges");
  op_set bedges = op_decl_set(grid.nbedge, "bedges");
  op_set cells = op_decl_set(grid.ncell, "cells");
  op_decl_map(edges, nodes, 2, grid.edge.data(), "pedge");
  op_decl_map(edges, cells, 2, grid.ecell.data(), "pecell");
  op_decl_map(bedges, nodes, 2, grid.bedge.data(), "pbedge");
  op_decl_map(bedges, cells, 1, grid.becell.data(), "pbecell");
  op_decl_map(cells, nodes, 4, grid.cell.data(), "pcell");
  op_decl_dat(bedges, 1, "int", grid.bound.data(), "p_bound");
  op_decl_dat(nodes, 2, "double", grid.x.data(), "p_x");
  std::string path = scratch.file("grid_small.h5");
  op_dump_to_hdf5(path.c_str());
  double gam = 1.4;
  op_write_const_hdf5("gam", 1, "double", reinterpret_cast<char *>(&gam),
                      path.c_str());

  restart();
  char const *file = path.c_str();
  nodes = op_decl_set_hdf5(file, "nodes");
  edges = op_decl_set_hdf5(file, "edges");
  bedges = op_decl_set_hdf5(file, "bedges");
  cells = op_decl_set_hdf5(file, "cells");
  EXPECT_EQ(nodes->size, grid.nnode);
  EXPECT_EQ(edges->size, grid.nedge);
  EXPECT_EQ(bedges->size, grid.nbedge);
  EXPECT_EQ(cells->size, grid.ncell);
  op_map pedge = op_decl_map_hdf5(edges, nodes, 2, file, "pedge");
  op_map pecell = op_decl_map_hdf5(edges, cells, 2, file, "pecell");
  op_map pbedge = op_decl_map_hdf5(bedges, nodes, 2, file, "pbedge");
  op_map pbecell = op_decl_map_hdf5(bedges, cells, 1, file, "pbecell");
  op_map pcell = op_decl_map_hdf5(cells, nodes, 4, file, "pcell");
  EXPECT_EQ(contents(pedge->map, grid.edge.size()), grid.edge);
  EXPECT_EQ(contents(pecell->map, grid.ecell.size()), grid.ecell);
  EXPECT_EQ(contents(pbedge->map, grid.bedge.size()), grid.bedge);
  EXPECT_EQ(contents(pbecell->map, grid.becell.size()), grid.becell);
  EXPECT_EQ(contents(pcell->map, grid.cell.size()), grid.cell);
  op_dat bound = op_decl_dat_hdf5(bedges, 1, "int", file, "p_bound");
  op_dat x = op_decl_dat_hdf5(nodes, 2, "double", file, "p_x");
  EXPECT_EQ(contents(reinterpret_cast<int *>(bound->data), grid.bound.size()),
            grid.bound);
  EXPECT_EQ(contents(reinterpret_cast<double *>(x->data), grid.x.size()),
            grid.x);
  EXPECT_EQ(x->size, 2 * static_cast<int>(sizeof(double)));
  double readGam = 0;
  op_get_const_hdf5("gam", 1, "double", reinterpret_cast<char *>(&readGam),
                    file);
  EXPECT_EQ(readGam, 1.4);
}

TEST_F(Op2Hdf5, FetchDataAddsAndReplacesADat) {
  ScratchDir scratch("fetch");
  std::string path = scratch.file("out.h5");
  op_set cells = op_decl_set(3, "cells");
  std::vector<float> q = {1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f};
  op_dat p_q = op_decl_dat(cells, 2, "float", q.data(), "p_q");
  int steps = 7;
  op_write_const_hdf5("steps", 1, "int", reinterpret_cast<char *>(&steps),
                      path.c_str());
  op_fetch_data_hdf5_file(p_q, path.c_str());
  reinterpret_cast<float *>(p_q->data)[0] = -1.0f;
  op_fetch_data_hdf5_file(p_q, path.c_str()); // replaces the dataset

  restart();
  cells = op_decl_set(3, "cells");
  op_dat back = op_decl_dat_hdf5(cells, 2, "float", path.c_str(), "p_q");
  q[0] = -1.0f;
  EXPECT_EQ(contents(reinterpret_cast<float *>(back->data), q.size()), q);
  int readSteps = 0;
  op_get_const_hdf5("steps", 1, "int", reinterpret_cast<char *>(&readSteps),
                    path.c_str());
  EXPECT_EQ(readSteps, 7);
}

TEST_F(Op2Hdf5, ErrorsEndTheProgramWithOneLineNamingTheCallSite) {
  // The line of the call below.
  const std::string line = std::to_string(__LINE__ + 1);
  EXPECT_EXIT(op_decl_set_hdf5("/nonexistent/mesh.h5", "nodes"),
              ::testing::ExitedWithCode(1),
              "loom: error: [^\n]*op2_round_trip_test.cpp:" + line +
                  ": op_decl_set_hdf5: /nonexistent/mesh.h5: no such file");
}

} // namespace
