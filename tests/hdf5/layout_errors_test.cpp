// Bad OP2-layout files get one clear error naming the file, the object and
// the offending value.
#include "loom/hdf5/h5_error.h"
#include "loom/hdf5/h5_file.h"
#include "loom/hdf5/op2_layout.h"
#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <fstream>
#include <functional>
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

// A file with a 4-element set "cells", a map "pcell" cells -> nodes (3
// nodes), and a dat "p_q" on cells.
class LayoutErrors : public ::testing::Test {
protected:
  LayoutErrors() : scratch("errors"), path(scratch.file("mesh.h5")) {
    File file(path, File::Mode::Create);
    writeSet(file, "cells", 4);
    writeSet(file, "nodes", 3);
    std::vector<int> pcell = {0, 1, 2, 0, 1, 2, 7, 1};
    writeMap(file, "pcell", 4, 2, pcell.data());
    std::vector<double> q = {1, 2, 3, 4};
    writeDat(file, "p_q", 4, 1, "double", q.data());
    // Two bad objects: a dim attribute stored as a string, and a dat with
    // fewer rows than the set.
    Dataset bad = file.createDataset("p_bad_dim", ElementType::Double, {4, 1});
    bad.write(ElementType::Double, q.data());
    bad.setStringAttribute("dim", "1");
    writeDat(file, "p_short", 3, 1, "double", q.data());
    file.close();
  }
  ScratchDir scratch;
  std::string path;
};

TEST_F(LayoutErrors, MissingFile) {
  std::string missing = scratch.file("absent.h5");
  EXPECT_EQ(errorOf([&] { File f(missing, File::Mode::ReadOnly); }),
            missing + ": no such file");
}

TEST_F(LayoutErrors, AFolderIsNoHdf5File) {
  const std::string folder = scratch.path().string();
  EXPECT_EQ(errorOf([&] { File f(folder, File::Mode::ReadOnly); }),
            folder + ": is a folder, not an HDF5 file");
}

TEST_F(LayoutErrors, NotAnHdf5File) {
  std::string text = scratch.file("text.h5");
  std::ofstream(text) << "not hdf5\n";
  EXPECT_EQ(errorOf([&] { File f(text, File::Mode::ReadOnly); }),
            text + ": not an HDF5 file");
}

TEST_F(LayoutErrors, MissingDataset) {
  File file(path, File::Mode::ReadOnly);
  EXPECT_EQ(errorOf([&] { readSetSize(file, "edges"); }),
            path + ": dataset 'edges': not found in the file");
}

TEST_F(LayoutErrors, WrongAttributeType) {
  File file(path, File::Mode::ReadOnly);
  EXPECT_EQ(errorOf([&] { readDat(file, "p_bad_dim", 4, 1, "double"); }),
            path + ": dataset 'p_bad_dim': attribute 'dim' is not a single "
                   "integer");
}

TEST_F(LayoutErrors, DatTypeDiffersFromDeclarationIsConverted) {
  File file(path, File::Mode::ReadOnly);
  std::vector<char> bytes = readDat(file, "p_q", 4, 1, "float");
  ASSERT_EQ(bytes.size(), 4 * sizeof(float));
  EXPECT_EQ(reinterpret_cast<const float *>(bytes.data())[3], 4.0f);
}

TEST_F(LayoutErrors, DimDiffersFromDeclaration) {
  File file(path, File::Mode::ReadOnly);
  EXPECT_EQ(errorOf([&] { readDat(file, "p_q", 4, 2, "double"); }),
            path + ": dat 'p_q': has 1 columns but dim 2 was declared");
}

TEST_F(LayoutErrors, DatasetShorterThanTheSet) {
  File file(path, File::Mode::ReadOnly);
  EXPECT_EQ(errorOf([&] { readDat(file, "p_short", 4, 1, "double"); }),
            path + ": dat 'p_short': has 3 rows but its set has 4 elements");
}

TEST_F(LayoutErrors, MapEntryOutOfRange) {
  File file(path, File::Mode::ReadOnly);
  EXPECT_EQ(errorOf([&] { readMap(file, "pcell", 4, 2, 3); }),
            path + ": map 'pcell': element 3 entry 0 is 7, outside the "
                   "target set [0, 3)");
}

TEST_F(LayoutErrors, GoodObjectsReadBack) {
  File file(path, File::Mode::ReadOnly);
  EXPECT_EQ(readSetSize(file, "cells"), 4);
  std::vector<char> q = readDat(file, "p_q", 4, 1, "double");
  ASSERT_EQ(q.size(), 4 * sizeof(double));
  EXPECT_EQ(reinterpret_cast<double *>(q.data())[3], 4.0);
  std::vector<int> pcell = readMap(file, "pcell", 4, 2, 8);
  EXPECT_EQ(pcell[6], 7);
}

} // namespace
