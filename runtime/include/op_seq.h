// OP2's developer header: the whole OP2 C++ API plus the header-only,
// sequential op_par_loop. Applications include this and run unmodified;
// loomc replaces it by op_lib_cpp.h and calls to generated loops.
#pragma once

#include "op_lib_cpp.h"

#include "loom/core/seq_par_loop.h"

#include <utility> // as OP2's op_seq.h
