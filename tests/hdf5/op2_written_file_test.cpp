// A file written with raw HDF5 calls the way OP2's op_hdf5.cpp writes one
// (sets as one int; a map with size/dim ints and a 10-byte NUL-padded type
// string; a dat whose type string is exactly as long as the name; a const
// with dim and type) loads through OP2's HDF5 calls.
#include "op_hdf5.h"
#include "op_seq.h"

#include "scratch_dir.h"

#include <hdf5.h>

#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

namespace {

void intAttribute(hid_t dataset, const char *name, int value) {
  hsize_t one = 1;
  hid_t space = H5Screate_simple(1, &one, nullptr);
  hid_t attr = H5Acreate2(dataset, name, H5T_NATIVE_INT, space, H5P_DEFAULT,
                          H5P_DEFAULT);
  H5Awrite(attr, H5T_NATIVE_INT, &value);
  H5Aclose(attr);
  H5Sclose(space);
}

// A fixed-size string attribute of `bytes` bytes holding `value`.
void stringAttribute(hid_t dataset, const char *name, const char *value,
                     std::size_t bytes) {
  hid_t space = H5Screate(H5S_SCALAR);
  hid_t type = H5Tcopy(H5T_C_S1);
  H5Tset_size(type, bytes);
  std::vector<char> padded(bytes, '\0');
  std::memcpy(padded.data(), value, std::min(bytes, std::strlen(value)));
  hid_t attr = H5Acreate2(dataset, name, type, space, H5P_DEFAULT, H5P_DEFAULT);
  H5Awrite(attr, type, padded.data());
  H5Aclose(attr);
  H5Tclose(type);
  H5Sclose(space);
}

hid_t dataset(hid_t file, const char *name, hid_t type,
              std::vector<hsize_t> dims, const void *data) {
  hid_t space =
      H5Screate_simple(static_cast<int>(dims.size()), dims.data(), nullptr);
  hid_t id = H5Dcreate2(file, name, type, space, H5P_DEFAULT, H5P_DEFAULT,
                        H5P_DEFAULT);
  H5Dwrite(id, type, H5S_ALL, H5S_ALL, H5P_DEFAULT, data);
  H5Sclose(space);
  return id;
}

void writeOp2StyleFile(const std::string &path) {
  hid_t file = H5Fcreate(path.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
  int nodes = 4, cells = 2;
  H5Dclose(dataset(file, "nodes", H5T_NATIVE_INT, {1}, &nodes));
  H5Dclose(dataset(file, "cells", H5T_NATIVE_INT, {1}, &cells));
  int pcell[] = {0, 1, 2, 1, 2, 3};
  hid_t map = dataset(file, "pcell", H5T_NATIVE_INT, {2, 3}, pcell);
  intAttribute(map, "size", cells);
  intAttribute(map, "dim", 3);
  stringAttribute(map, "type", "int", 10);
  H5Dclose(map);
  double x[] = {0.0, 0.0, 1.0, 0.0, 0.0, 1.0, 1.0, 1.0};
  hid_t dat = dataset(file, "p_x", H5T_NATIVE_DOUBLE, {4, 2}, x);
  intAttribute(dat, "size", 2 * static_cast<int>(sizeof(double)));
  intAttribute(dat, "dim", 2);
  stringAttribute(dat, "type", "double", std::strlen("double"));
  H5Dclose(dat);
  double qinf[] = {1.0, 0.5, 0.0, 2.5};
  hid_t constant = dataset(file, "qinf", H5T_NATIVE_DOUBLE, {4}, qinf);
  intAttribute(constant, "dim", 4);
  stringAttribute(constant, "type", "double", std::strlen("double"));
  H5Dclose(constant);
  H5Fclose(file);
}

TEST(Op2WrittenFile, LoadsThroughOp2Calls) {
  ScratchDir scratch("op2_written");
  std::string path = scratch.file("op2.h5");
  writeOp2StyleFile(path);
  char name[] = "hdf5";
  char *argv[] = {name, nullptr};
  op_init(1, argv, 0);
  op_set nodes = op_decl_set_hdf5(path.c_str(), "nodes");
  op_set cells = op_decl_set_hdf5(path.c_str(), "cells");
  EXPECT_EQ(nodes->size, 4);
  EXPECT_EQ(cells->size, 2);
  op_map pcell = op_decl_map_hdf5(cells, nodes, 3, path.c_str(), "pcell");
  EXPECT_EQ(std::vector<int>(pcell->map, pcell->map + 6),
            (std::vector<int>{0, 1, 2, 1, 2, 3}));
  op_dat p_x = op_decl_dat_hdf5(nodes, 2, "double", path.c_str(), "p_x");
  const double *x = reinterpret_cast<const double *>(p_x->data);
  EXPECT_EQ(std::vector<double>(x, x + 8),
            (std::vector<double>{0.0, 0.0, 1.0, 0.0, 0.0, 1.0, 1.0, 1.0}));
  double qinf[4] = {};
  op_get_const_hdf5("qinf", 4, "double", reinterpret_cast<char *>(qinf),
                    path.c_str());
  EXPECT_EQ(std::vector<double>(qinf, qinf + 4),
            (std::vector<double>{1.0, 0.5, 0.0, 2.5}));
  op_exit();
}

} // namespace
