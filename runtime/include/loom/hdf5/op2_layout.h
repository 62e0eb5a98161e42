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

// The checks every reader and `loom-mesh check` share for a dataset read as
// `kind` ("map", "dat" or "const"): a type OP2 can read, and the type, dim
// and size attributes (when present) agreeing with the stored data.
void checkAttributes(const File &file, const Dataset &dataset,
                     const char *kind);
// Fails naming `what`, the element and the value unless every float or
// double value is finite (other types pass).
void checkFinite(const File &file, const std::string &what, ElementType type,
                 const void *values, std::uint64_t count, int dim);

// Checks the attributes, the shape [fromSize, dim] and that every entry
// lies in [base, toSize + base) (`base`: OP2's OP_maps_base_index, 1 for
// 1-based maps); returns the entries as stored.
std::vector<int> readMap(const File &file, const std::string &name,
                         int fromSize, int dim, int toSize, int base = 0);
void writeMap(File &file, const std::string &name, int fromSize, int dim,
              const int *data);

// The dataset's values converted to `type` (set size * dim of them), after
// checkAttributes and the shape; float and double values must be finite.
std::vector<char> readDat(const File &file, const std::string &name,
                          int setSize, int dim, const std::string &type);
void writeDat(File &file, const std::string &name, int setSize, int dim,
              const std::string &type, const void *data);

// A constant's `dim` values converted to `type`, checked like a dat's.
void readConst(const File &file, const std::string &name, int dim,
               const std::string &type, void *out);
void writeConst(File &file, const std::string &name, int dim,
                const std::string &type, const void *data);

} // namespace loom::hdf5
