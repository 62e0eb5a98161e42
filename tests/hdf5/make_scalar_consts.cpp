// Writes an HDF5 file as other tools write scalar constants next to OP2's
// layout: set "nodes" (one int, no attributes), "xmin" (one double, no
// attributes) and "xmax" (a rank-0 double). loom-mesh must tell the
// constants from the set (tests/hdf5/CMakeLists.txt).
#include <hdf5.h>

#include <cstdio>

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s FILE.h5\n", argv[0]);
    return 1;
  }
  hid_t file = H5Fcreate(argv[1], H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
  hsize_t one = 1;
  hid_t vector = H5Screate_simple(1, &one, nullptr);
  hid_t scalar = H5Screate(H5S_SCALAR);
  int nodes = 4;
  double xmin = -10.0, xmax = 10.0;
  bool ok = file >= 0;
  auto write = [&](const char *name, hid_t type, hid_t space, const void *v) {
    hid_t d = H5Dcreate2(file, name, type, space, H5P_DEFAULT, H5P_DEFAULT,
                         H5P_DEFAULT);
    ok = ok && d >= 0 &&
         H5Dwrite(d, type, H5S_ALL, H5S_ALL, H5P_DEFAULT, v) >= 0;
    H5Dclose(d);
  };
  write("nodes", H5T_NATIVE_INT, vector, &nodes);
  write("xmin", H5T_NATIVE_DOUBLE, vector, &xmin);
  write("xmax", H5T_NATIVE_DOUBLE, scalar, &xmax);
  H5Sclose(vector);
  H5Sclose(scalar);
  ok = ok && H5Fclose(file) >= 0;
  if (!ok)
    std::fprintf(stderr, "loom: error: %s: cannot write the file\n", argv[1]);
  return ok ? 0 : 1;
}
