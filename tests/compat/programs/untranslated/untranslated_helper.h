#pragma once

#include "op_lib_cpp.h"

// Doubles every value of `d`: a loop in a library compiled header-only.
void doubleAll(op_set set, op_dat d);
