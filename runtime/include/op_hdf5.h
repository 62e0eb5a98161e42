// OP2's HDF5 header. Loom has no HDF5 layer: every op_*_hdf5 call is declared
// (in loom/core/op2_rejected.h) so that using it fails to compile with a
// message naming the call. See docs/op2-compatibility.md.
#pragma once

#include "op_lib_cpp.h"
