// OP2's HDF5 header: the op_*_hdf5 calls Loom implements in loom_hdf5
// (runtime/hdf5, linked by every Loom program when Loom was built with
// HDF5; see docs/hdf5.md for the file layout and OP2's semantics). Without
// it the calls stay rejected at compile time (loom/core/op2_rejected.h).
//
// Each call takes a last, defaulted argument OP2's does not have: the
// caller's source location, which starts every error message.
#pragma once

#include "op_lib_cpp.h"

#include <source_location>

#ifdef LOOM_HAVE_HDF5
#define LOOM_CALL_SITE                                                         \
  std::source_location site = std::source_location::current()

// A missing dataset gives NULL (OP2's message on stdout); `name` may be a
// path through groups.
op_set op_decl_set_hdf5(char const *file, char const *name, LOOM_CALL_SITE);
// A set with as many elements as `set_dataset_name` has rows.
op_set op_decl_set_hdf5_infer_size(char const *file, char const *name,
                                   char const *set_dataset_name,
                                   LOOM_CALL_SITE);
op_map op_decl_map_hdf5(op_set from, op_set to, int dim, char const *file,
                        char const *name, LOOM_CALL_SITE);
// A `type` other than the file's is converted (OP2's message on stdout).
op_dat op_decl_dat_hdf5(op_set set, int dim, char const *type, char const *file,
                        char const *name, LOOM_CALL_SITE);
// A missing constant leaves `const_data` as it was.
void op_get_const_hdf5(char const *name, int dim, char const *type,
                       char *const_data, char const *file_name, LOOM_CALL_SITE);
void op_write_const_hdf5(char const *name, int dim, char const *type,
                         char *const_data, char const *file_name,
                         LOOM_CALL_SITE);
void op_dump_to_hdf5(char const *file_name, LOOM_CALL_SITE);
// Writes `dat` into `file_name` (created if needed) as the dataset named
// after it, or at `path_name` (groups created as needed); an existing
// dataset is overwritten when its size, dim and type attributes agree.
void op_fetch_data_hdf5_file(op_dat dat, char const *file_name, LOOM_CALL_SITE);
void op_fetch_data_hdf5_file_path(op_dat dat, char const *file_name,
                                  char const *path_name, LOOM_CALL_SITE);
// OP2's op_hdf5.cpp defines it (not its header): the same as _file_path.
void op_fetch_data_hdf5(op_dat dat, char const *file_name,
                        char const *path_name, LOOM_CALL_SITE);
#undef LOOM_CALL_SITE
#endif
