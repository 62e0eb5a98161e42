// OP2's older name for the section timing of op_profile.h: the same
// facility (op_timing2_finish is op_profile_end).
#pragma once

#include "op_profile.h"

extern "C" {
void op_timing2_start(const char *name);
void op_timing2_enter(const char *name);
void op_timing2_enter_kernel(const char *name, const char *target,
                             const char *variant);
void op_timing2_next(const char *name);
void op_timing2_exit(void);
void op_timing2_finish(void);
void op_timing2_output(void);
void op_timing2_output_json(const char *filename);
}
