// Writes every set, map and dat of a loom::Context to one HDF5 file in OP2's
// layout (loom/hdf5/op2_layout.h), crash-safely (loom/hdf5/atomic_output.h):
// on any failure the previous file at `path` is left as it was. Under MPI,
// collective: the whole mesh in declaration order, written by rank 0.
#pragma once

#include "loom/core/context.h"

#include <string>

namespace loom::hdf5 {

void dumpContext(const Context &context, const std::string &path);

} // namespace loom::hdf5
