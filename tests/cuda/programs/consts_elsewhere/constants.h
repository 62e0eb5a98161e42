// The constants of consts_elsewhere: defined and declared with
// op_decl_const in consts_elsewhere.cpp, read by the kernel in scale.cpp.
#pragma once

#include "op_seq.h"

extern double gain;
extern int offsets[3];

// scale.cpp: x = x * gain + offsets[1] on every node.
void scaleAll(op_set nodes, op_dat p_x);
