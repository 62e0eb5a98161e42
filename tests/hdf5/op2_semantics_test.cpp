// OP2's HDF5 semantics (OP2-Common's op_hdf5.cpp): a missing dataset gives
// NULL (a no-op for a constant) with OP2's message, a declared type other
// than the file's is converted with OP2's message, names may be paths
// through groups, op_decl_set_hdf5_infer_size; and what every reader
// rejects before it allocates or runs: non-finite values, attributes that
// disagree with the data, extents the file cannot back.
#include "op_hdf5.h"
#include "op_seq.h"

#include "loom/airfoil_mesh/airfoil_hdf5.h"
#include "loom/airfoil_mesh/op2_grid_reader.h"
#include "loom/hdf5/h5_error.h"
#include "loom/hdf5/h5_file.h"
#include "loom/hdf5/op2_layout.h"
#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <string>
#include <vector>

using namespace loom::hdf5;

namespace {

std::string errorOf(const std::function<void()> &body) {
  try {
    body();
  } catch (const Hdf5Error &e) {
    return e.what();
  }
  return "(no error)";
}

class Op2Semantics : public ::testing::Test {
protected:
  Op2Semantics() : scratch("semantics"), path(scratch.file("mesh.h5")) {}
  void SetUp() override {
    char name[] = "hdf5";
    char *argv[] = {name, nullptr};
    op_init(1, argv, 0);
    // cells (3), p_q on cells (2 doubles), a double constant, a map.
    File file(path, File::Mode::Create);
    writeSet(file, "cells", 3);
    writeSet(file, "nodes", 4);
    std::vector<double> q = {0.5, 1.5, 2.5, 3.5, 4.5, 5.5};
    writeDat(file, "p_q", 3, 2, "double", q.data());
    std::vector<int> pcell = {0, 1, 1, 2, 2, 3};
    writeMap(file, "pcell", 3, 2, pcell.data());
    double gam = 1.25;
    writeConst(file, "gam", 1, "double", &gam);
    file.close();
  }
  void TearDown() override { op_exit(); }

  // Runs `body` and returns what it printed on stdout.
  template <typename Body> std::string stdoutOf(Body body) {
    ::testing::internal::CaptureStdout();
    body();
    return ::testing::internal::GetCapturedStdout();
  }

  ScratchDir scratch;
  std::string path;
};

TEST_F(Op2Semantics, MissingMapAndDatGiveNullWithOp2sMessage) {
  op_set cells = op_decl_set_hdf5(path.c_str(), "cells");
  ASSERT_NE(cells, nullptr);
  op_map m = nullptr;
  op_dat d = nullptr;
  EXPECT_EQ(stdoutOf([&] {
              m = op_decl_map_hdf5(cells, cells, 2, path.c_str(), "m_test");
            }),
            "op_map with name : m_test not found in file : " + path + " \n");
  EXPECT_EQ(m, nullptr);
  EXPECT_EQ(stdoutOf([&] {
              d = op_decl_dat_hdf5(cells, 4, "double", path.c_str(), "p_test");
            }),
            "op_dat with name : p_test not found in file : " + path + " \n");
  EXPECT_EQ(d, nullptr);
}

TEST_F(Op2Semantics, PresentOptionalDatasetsAreRead) {
  op_set cells = op_decl_set_hdf5(path.c_str(), "cells");
  op_set nodes = op_decl_set_hdf5(path.c_str(), "nodes");
  op_map m = op_decl_map_hdf5(cells, nodes, 2, path.c_str(), "pcell");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->map[5], 3);
  op_dat d = op_decl_dat_hdf5(cells, 2, "double", path.c_str(), "p_q");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(reinterpret_cast<double *>(d->data)[5], 5.5);
}

TEST_F(Op2Semantics, MissingSetGivesNullAndMissingConstIsANoOp) {
  op_set s = nullptr;
  EXPECT_EQ(stdoutOf([&] { s = op_decl_set_hdf5(path.c_str(), "edges"); }),
            "Could not open dataset 'edges' in file '" + path + "'\n");
  EXPECT_EQ(s, nullptr);
  double keep = 7.0;
  EXPECT_EQ(stdoutOf([&] {
              op_get_const_hdf5("mach", 1, "double",
                                reinterpret_cast<char *>(&keep), path.c_str());
            }),
            "dataset 'mach' not found in file '" + path + "'\n");
  EXPECT_EQ(keep, 7.0);
}

TEST_F(Op2Semantics, FloatOverDoubleIsConvertedWithOp2sMessage) {
  op_set cells = op_decl_set_hdf5(path.c_str(), "cells");
  op_dat d = nullptr;
  EXPECT_EQ(stdoutOf([&] {
              d = op_decl_dat_hdf5(cells, 2, "float", path.c_str(), "p_q");
            }),
            "dat.type double in file " + path +
                " and type float do not match, performing automatic "
                "conversion\n");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->size, 2 * static_cast<int>(sizeof(float)));
  EXPECT_EQ(reinterpret_cast<float *>(d->data)[3], 3.5f);
  float gam = 0;
  EXPECT_EQ(stdoutOf([&] {
              op_get_const_hdf5("gam", 1, "float",
                                reinterpret_cast<char *>(&gam), path.c_str());
            }),
            "type of constant double in file " + path +
                " and requested type float do not match, performing "
                "automatic type conversion\n");
  EXPECT_EQ(gam, 1.25f);
}

TEST_F(Op2Semantics, FloatDatWrittenAndReadBackAsDouble) {
  op_set cells = op_decl_set(3, "cells2");
  std::vector<float> values = {0.25f, 1, 2, 3, 4, 5};
  op_dat f = op_decl_dat(cells, 2, "float", values.data(), "p_f");
  std::string out = scratch.file("float.h5");
  op_fetch_data_hdf5_file(f, out.c_str());
  op_dat d = nullptr;
  std::string said = stdoutOf(
      [&] { d = op_decl_dat_hdf5(cells, 2, "double", out.c_str(), "p_f"); });
  EXPECT_NE(said.find("dat.type float"), std::string::npos) << said;
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(reinterpret_cast<double *>(d->data)[0], 0.25);
}

TEST_F(Op2Semantics, FetchToAPathCreatesItsGroupsAndReadsBack) {
  op_set cells = op_decl_set_hdf5(path.c_str(), "cells");
  op_dat q = op_decl_dat_hdf5(cells, 2, "double", path.c_str(), "p_q");
  std::string out = scratch.file("groups.h5");
  op_fetch_data_hdf5_file_path(q, out.c_str(), "/step_1/flow/q");
  reinterpret_cast<double *>(q->data)[0] = -1;
  op_fetch_data_hdf5(q, out.c_str(), "step_2/q");
  {
    File file(out, File::Mode::ReadOnly);
    std::vector<std::string> names = file.datasetNames();
    EXPECT_EQ(names, (std::vector<std::string>{"step_1/flow/q", "step_2/q"}));
    EXPECT_EQ(file.openDataset("step_2/q").intAttribute("size"), 16);
  }
  op_dat back =
      op_decl_dat_hdf5(cells, 2, "double", out.c_str(), "step_1/flow/q");
  EXPECT_EQ(reinterpret_cast<double *>(back->data)[0], 0.5);
  // Overwriting in place is allowed when size, dim and type agree.
  op_fetch_data_hdf5_file_path(q, out.c_str(), "step_1/flow/q");
  op_dat again =
      op_decl_dat_hdf5(cells, 2, "double", out.c_str(), "step_1/flow/q");
  EXPECT_EQ(reinterpret_cast<double *>(again->data)[0], -1);
}

TEST_F(Op2Semantics, FetchOverADatasetOfAnotherShapeIsAnError) {
  op_set cells = op_decl_set_hdf5(path.c_str(), "cells");
  std::vector<int> ids = {1, 2, 3};
  op_dat d = op_decl_dat(cells, 1, "int", ids.data(), "ids");
  EXPECT_EXIT(op_fetch_data_hdf5_file_path(d, path.c_str(), "p_q"),
              ::testing::ExitedWithCode(1),
              "op_fetch_data_hdf5_file_path: [^\n]*mesh.h5: dataset 'p_q': "
              "holds 2 'double' values per element, dat 'ids' 1 'int' "
              "values");
}

TEST_F(Op2Semantics, InferSizeTakesTheRowsOfADataset) {
  op_set s = op_decl_set_hdf5_infer_size(path.c_str(), "faces", "pcell");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->size, 3);
  EXPECT_STREQ(s->name, "faces");
  op_set none = nullptr;
  EXPECT_EQ(stdoutOf([&] {
              none = op_decl_set_hdf5_infer_size(path.c_str(), "x", "absent");
            }),
            "Could not open dataset 'absent' in file '" + path + "'\n");
  EXPECT_EQ(none, nullptr);
}

// OP_MAPS_BASE_INDEX=1: a file of 1-based maps is read as OP2 reads it.
TEST_F(Op2Semantics, OneBasedMapsFromAFile) {
  std::string oneBased = scratch.file("one_based.h5");
  {
    File file(oneBased, File::Mode::Create);
    writeSet(file, "cells", 3);
    writeSet(file, "nodes", 4);
    std::vector<int> pcell = {1, 2, 2, 3, 3, 4};
    writeMap(file, "pcell", 3, 2, pcell.data());
    file.close();
  }
  op_exit();
  char prog[] = "hdf5", base[] = "OP_MAPS_BASE_INDEX=1";
  char *argv[] = {prog, base, nullptr};
  op_init(2, argv, 0);
  op_set cells = op_decl_set_hdf5(oneBased.c_str(), "cells");
  op_set nodes = op_decl_set_hdf5(oneBased.c_str(), "nodes");
  op_map m = op_decl_map_hdf5(cells, nodes, 2, oneBased.c_str(), "pcell");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(std::vector<int>(m->map, m->map + 6),
            (std::vector<int>{0, 1, 1, 2, 2, 3}));
  // A 0 in a 1-based file is outside the target set.
  EXPECT_EXIT(op_decl_map_hdf5(cells, nodes, 2, path.c_str(), "pcell"),
              ::testing::ExitedWithCode(1),
              "map 'pcell': element 0 entry 0 is 0, outside the target set "
              "\\[1, 5\\)");
}

// ---- validation shared with the ASCII readers and loom-mesh check --------

TEST_F(Op2Semantics, NonFiniteValuesAreRejected) {
  {
    File file(path, File::Mode::ReadWrite);
    std::vector<double> q = {0, 1, 2, std::numeric_limits<double>::quiet_NaN(),
                             4, 5};
    writeDat(file, "p_nan", 3, 2, "double", q.data());
    double inf = std::numeric_limits<double>::infinity();
    writeConst(file, "qinf", 1, "double", &inf);
    file.close();
  }
  File file(path, File::Mode::ReadOnly);
  EXPECT_EQ(errorOf([&] { readDat(file, "p_nan", 3, 2, "double"); }),
            path + ": dat 'p_nan': element 1 component 1 is nan, not a "
                   "finite number");
  double out = 0;
  EXPECT_EQ(errorOf([&] { readConst(file, "qinf", 1, "double", &out); }),
            path + ": const 'qinf': element 0 component 0 is inf, not a "
                   "finite number");
  EXPECT_EQ(out, 0.0);
}

TEST_F(Op2Semantics, AttributesDisagreeingWithTheDataAreRejected) {
  {
    File file(path, File::Mode::ReadWrite);
    std::vector<double> q(6, 1.0);
    Dataset size = file.createDataset("p_size", ElementType::Double, {3, 2});
    size.write(ElementType::Double, q.data());
    size.setIntAttribute("size", 8); // 2 doubles take 16 bytes
    Dataset type = file.createDataset("p_type", ElementType::Double, {3, 2});
    type.write(ElementType::Double, q.data());
    type.setStringAttribute("type", "int");
    Dataset dim = file.createDataset("p_dim", ElementType::Double, {3, 2});
    dim.write(ElementType::Double, q.data());
    dim.setIntAttribute("dim", 3);
    file.close();
  }
  File file(path, File::Mode::ReadOnly);
  EXPECT_EQ(errorOf([&] { readDat(file, "p_size", 3, 2, "double"); }),
            path + ": dat 'p_size': attribute size is 8 but 2 double values "
                   "take 16 bytes");
  EXPECT_EQ(errorOf([&] { readDat(file, "p_type", 3, 2, "double"); }),
            path + ": dat 'p_type': attribute type is 'int' but the dataset "
                   "stores 'double' values");
  EXPECT_EQ(errorOf([&] { readDat(file, "p_dim", 3, 2, "double"); }),
            path + ": dat 'p_dim': attribute dim is 3 but the dataset has 2 "
                   "columns");
}

// The Airfoil reader (apps/airfoil's HDF5 mesh, loom-mesh check) checks
// what the ASCII reader checks: bound flags, finite coordinates, and cells
// and edges without repeated entries.
TEST_F(Op2Semantics, AirfoilBoundFlagsAndCoordinatesAreChecked) {
  loom::io::AirfoilGrid grid =
      loom::io::readAirfoilGrid(LOOM_TEST_MESHES "/grid_small.dat");
  std::string bad = scratch.file("bound.h5");
  grid.bound[3] = 6;
  loom::io::writeAirfoilHdf5(grid, bad);
  EXPECT_EQ(errorOf([&] { loom::io::readAirfoilHdf5(bad); }),
            bad + ": dat 'p_bound': bedge 3 bound = 6 is not 1 (wall) or 2 "
                  "(far field)");
  grid.bound[3] = 1;
  grid.x[7] = std::numeric_limits<double>::infinity();
  loom::io::writeAirfoilHdf5(grid, bad, "float");
  EXPECT_EQ(errorOf([&] { loom::io::readAirfoilHdf5(bad); }),
            bad + ": dat 'p_x': element 3 component 1 is inf, not a finite "
                  "number");
  grid.x[7] = 0.5;
  grid.ecell[2 * 5 + 1] = grid.ecell[2 * 5];
  loom::io::writeAirfoilHdf5(grid, bad);
  EXPECT_EQ(errorOf([&] { loom::io::readAirfoilHdf5(bad); }),
            bad + ": map 'pecell': edge 5 repeats cell " +
                std::to_string(grid.ecell[2 * 5]));
  grid.cell[4 * 2 + 3] = grid.cell[4 * 2 + 1];
  loom::io::writeAirfoilHdf5(grid, bad);
  EXPECT_EQ(errorOf([&] { loom::io::readAirfoilHdf5(bad); }),
            bad + ": map 'pcell': cell 2 repeats node " +
                std::to_string(grid.cell[4 * 2 + 1]));
}

// A dataset whose header claims far more values than the file stores (a
// bit-flipped extent) is refused before anything is allocated.
TEST_F(Op2Semantics, ExtentsTheFileCannotBackAreRejected) {
  std::string big = scratch.file("flipped.h5");
  {
    // A dataset with a huge extent and no data written: HDF5 stores
    // nothing for it (late allocation), as for a flipped header.
    Handle out(H5Fcreate(big.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT),
               H5Fclose);
    hsize_t dims[2] = {hsize_t{1} << 27, 1};
    Handle space(H5Screate_simple(2, dims, nullptr), H5Sclose);
    Handle plist(H5Pcreate(H5P_DATASET_CREATE), H5Pclose);
    H5Pset_alloc_time(plist.get(), H5D_ALLOC_TIME_LATE);
    Handle id(H5Dcreate2(out.get(), "p_x", H5T_NATIVE_DOUBLE, space.get(),
                         H5P_DEFAULT, plist.get(), H5P_DEFAULT),
              H5Dclose);
    ASSERT_GE(id.get(), 0);
  }
  File file(big, File::Mode::ReadOnly);
  EXPECT_EQ(errorOf([&] { file.openDataset("p_x"); }),
            big + ": dataset 'p_x': claims 134217728 values of 8 bytes but "
                  "the file stores 0 bytes for it (corrupt extents?)");
}

} // namespace
