// OP2's tree-structured section timing (op_profile.h), implemented by Loom
// without OP2's JSON dependency. Sections nest: op_profile_enter opens a child
// of the open section, op_profile_exit closes it, op_profile_next closes it
// and opens a sibling. op_profile_output prints every section's path, calls
// and seconds; op_profile_output_json writes the same tree as JSON. Closing a
// section that is not open is a fatal error naming the call.
#pragma once

extern "C" {
void op_profile_start(const char *name);
void op_profile_enter(const char *name);
void op_profile_enter_kernel(const char *name, const char *target,
                             const char *variant);
void op_profile_next(const char *name);
void op_profile_exit(void);
void op_profile_end(void);
void op_profile_output(void);
void op_profile_output_json(const char *filename);
}
