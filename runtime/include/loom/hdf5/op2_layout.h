// OP2's HDF5 file layout (as written by OP2's op_dump_to_hdf5 and read by its
// op_decl_*_hdf5 calls), all in the root group:
//   set   an int dataset named after the set holding its size (1 value)
//   map   an int dataset [from size, dim]; attributes size (int: from size),
//         dim (int), type (string: "int")
//   dat   a dataset [set size, dim] of the dat's type; attributes size (int:
//         bytes per element), dim (int), type (string: "double", ...)
//   const a dataset [dim]; attributes dim (int), type (string)
// These functions read and write one object each, checking what they read.
#pragma once

#include "loom/hdf5/h5_file.h"

#include <string>
#include <vector>

namespace loom::hdf5 {

int readSetSize(const File &file, const std::string &name);
void writeSet(File &file, const std::string &name, int size);

// Checks the dim attribute (when present), the shape and that every entry
// lies in [0, toSize).
std::vector<int> readMap(const File &file, const std::string &name,
                         int fromSize, int dim, int toSize);
void writeMap(File &file, const std::string &name, int fromSize, int dim,
              const int *data);

// The dataset's values as `type` (set size * dim of them), checking the dim
// and type attributes when present.
std::vector<char> readDat(const File &file, const std::string &name,
                          int setSize, int dim, const std::string &type);
void writeDat(File &file, const std::string &name, int setSize, int dim,
              const std::string &type, const void *data);

void readConst(const File &file, const std::string &name, int dim,
               const std::string &type, void *out);
void writeConst(File &file, const std::string &name, int dim,
                const std::string &type, const void *data);

} // namespace loom::hdf5
