// op_write_const_hdf5 and op_get_const_hdf5 on any number of MPI processes:
// constants written one after another all reach the file (no process's
// write may undo another's), and every process reads back each one right
// after it was written.
//
//   consts_on_every_process OUT.h5 [COUNT]
#include "op_seq.h"

#include "op_hdf5.h"

#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: consts_on_every_process OUT.h5 [COUNT]\n");
    return 1;
  }
  op_init(argc, argv, 0);
  const char *file = argv[1];
  const int count = argc > 2 ? std::atoi(argv[2]) : 20;
  for (int c = 0; c < count; ++c) {
    std::string name = "c";
    name += std::to_string(c); // (GCC 12: a false -Wrestrict on "c" + ...)
    double value[2] = {c + 0.5, -c - 0.25};
    op_write_const_hdf5(name.c_str(), 2, "double",
                        reinterpret_cast<char *>(value), file);
    double back[2] = {0, 0};
    op_get_const_hdf5(name.c_str(), 2, "double", reinterpret_cast<char *>(back),
                      file);
    if (back[0] != value[0] || back[1] != value[1]) {
      std::fprintf(stderr, "loom: error: constant '%s' read back as %g %g\n",
                   name.c_str(), back[0], back[1]);
      return 1;
    }
  }
  // All of them, once more, after the last write.
  for (int c = 0; c < count; ++c) {
    std::string name = "c";
    name += std::to_string(c); // (GCC 12: a false -Wrestrict on "c" + ...)
    double back[2] = {0, 0};
    op_get_const_hdf5(name.c_str(), 2, "double", reinterpret_cast<char *>(back),
                      file);
    if (back[0] != c + 0.5 || back[1] != -c - 0.25) {
      std::fprintf(stderr, "loom: error: constant '%s' lost: read %g %g\n",
                   name.c_str(), back[0], back[1]);
      return 1;
    }
  }
  op_exit();
  return 0;
}
