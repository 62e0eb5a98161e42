// Copies an HDF5 file and spoils one dataset in the copy, for the error
// tests of apps/airfoil_hdf5 (tests/hdf5/CMakeLists.txt):
//   hdf5_edit_dataset IN.h5 OUT.h5 drop NAME   the copy lacks NAME
//   hdf5_edit_dataset IN.h5 OUT.h5 zero NAME   NAME's integers are all 0
#include <hdf5.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <vector>

static bool zeroIntegers(hid_t file, const char *name) {
  const hid_t set = H5Dopen2(file, name, H5P_DEFAULT);
  if (set < 0)
    return false;
  const hid_t space = H5Dget_space(set);
  const hssize_t count = H5Sget_simple_extent_npoints(space);
  std::vector<int> zeros(count > 0 ? static_cast<size_t>(count) : 0, 0);
  const bool ok = count > 0 && H5Dwrite(set, H5T_NATIVE_INT, H5S_ALL, H5S_ALL,
                                        H5P_DEFAULT, zeros.data()) >= 0;
  H5Sclose(space);
  H5Dclose(set);
  return ok;
}

int main(int argc, char **argv) {
  if (argc != 5 || (std::strcmp(argv[3], "drop") != 0 &&
                    std::strcmp(argv[3], "zero") != 0)) {
    std::fprintf(stderr, "usage: %s IN.h5 OUT.h5 drop|zero NAME\n", argv[0]);
    return 1;
  }
  std::error_code error;
  std::filesystem::copy_file(argv[1], argv[2],
                             std::filesystem::copy_options::overwrite_existing,
                             error);
  const hid_t file = error ? -1 : H5Fopen(argv[2], H5F_ACC_RDWR, H5P_DEFAULT);
  bool ok = file >= 0;
  if (ok)
    ok = std::strcmp(argv[3], "drop") == 0
             ? H5Ldelete(file, argv[4], H5P_DEFAULT) >= 0
             : zeroIntegers(file, argv[4]);
  if (file >= 0)
    ok = H5Fclose(file) >= 0 && ok;
  if (!ok)
    std::fprintf(stderr, "%s: cannot %s '%s' in a copy of %s\n", argv[0],
                 argv[3], argv[4], argv[1]);
  return ok ? 0 : 1;
}
