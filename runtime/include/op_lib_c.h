// OP2's C API header. Loom's OP2 API is C++ only; this includes it.
#pragma once

#include "op_lib_cpp.h"
