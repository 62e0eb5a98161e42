// OP2's HDF5 header: the op_*_hdf5 calls Loom implements in loom_hdf5
// (runtime/hdf5, linked by every Loom program when Loom was built with
// HDF5; see docs/hdf5.md for the file layout). Without it the calls stay
// rejected at compile time (loom/core/op2_rejected.h).
#pragma once

#include "op_lib_cpp.h"
