// OP2's C++ API, as implemented by Loom (everything but the header-only
// op_par_loop, which lives in op_seq.h; translated code calls generated
// op_par_loop_<name> functions instead). Errors print one line naming the
// object and the offending value, then exit with status 1.
#pragma once

#include "op_lib_core.h"

// As OP2's op_lib_cpp.h: OpenMP's API when compiling with OpenMP.
#ifdef _OPENMP
#include <omp.h>
#endif

#include "loom/core/type_name.h"

#include <string>
#include <type_traits>

// --- life cycle -----------------------------------------------------------
void op_init(int argc, char **argv, int diags);
// OP2's automatic AoS->SoA conversion is a device-layout option: Loom keeps
// AoS (kernels see the same values); `soa` is recorded in OP_auto_soa.
void op_init_soa(int argc, char **argv, int diags, int soa);
void op_exit();

// --- declarations ---------------------------------------------------------
op_set op_decl_set(int size, char const *name);
// The map is copied: `imap` may point to const (OP2 takes int *).
op_map op_decl_map(op_set from, op_set to, int dim, const int *imap,
                   char const *name);
op_dat op_decl_dat_char(op_set set, int dim, char const *type, int size,
                        char *data, char const *name);
op_dat op_decl_dat_temp_char(op_set set, int dim, char const *type, int size,
                             char const *name);
// 1 when the temporary was freed, -1 when `dat` is not a live dat (OP2).
int op_free_dat_temp(op_dat dat);
int op_free_dat_temp_char(op_dat dat);
void op_decl_const_char(int dim, char const *type, int size, char *data,
                        char const *name);

namespace loom::detail {
void checkDeclType(const char *expected, char const *type, char const *name);

// The bytes of user data, const or not, as OP2's char-based calls take them
// (OP2 accepts `const T *` for declarations and globals; Loom copies
// declared data and never writes through a pointer given as const).
template <typename T> char *bytesOf(T *data) {
  return const_cast<char *>(reinterpret_cast<const char *>(data));
}

// An op_arg_gbl on `const T *` may only be read: ends the program with one
// line naming the call and the access otherwise.
void checkConstGlobalAccess(bool isConst, op_access acc, char const *call);
} // namespace loom::detail

template <typename T>
op_dat op_decl_dat(op_set set, int dim, char const *type, T *data,
                   char const *name) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), type, name);
  return op_decl_dat_char(set, dim, type, sizeof(T),
                          loom::detail::bytesOf(data), name);
}

template <typename T>
op_dat op_decl_dat_temp(op_set set, int dim, char const *type, T * /*data*/,
                        char const *name) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), type, name);
  return op_decl_dat_temp_char(set, dim, type, sizeof(T), name);
}

// Kernels read the program's own global variable (as in OP2's sequential
// build); the call checks the type and records the constant.
template <typename T> void op_decl_const(int dim, char const *type, T *data) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), type, "op_decl_const");
  op_decl_const_char(dim, type, sizeof(T), loom::detail::bytesOf(data), "");
}

template <typename T>
void op_decl_const2(char const *name, int dim, char const *type, T *data) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), type,
                              name ? name : "op_decl_const2");
  op_decl_const_char(dim, type, sizeof(T), loom::detail::bytesOf(data), name);
}

// OP2's type check: non-zero when `type` does not name T ("<t>" or
// "<t>:soa"). Programs may add overloads for their own types
// (OP_USER_DATATYPES); Loom's own checks accept any name for a user type.
template <typename T> int type_error(const T *, const char *type) {
  const char *expected = loom::op2TypeName<T>();
  return !type || !expected || !loom::sameTypeName(expected, type);
}

// --- loop arguments -------------------------------------------------------
op_arg op_arg_dat(op_dat dat, int idx, op_map map, int dim, char const *type,
                  op_access acc);
op_arg op_opt_arg_dat(int opt, op_dat dat, int idx, op_map map, int dim,
                      char const *type, op_access acc);
op_arg op_arg_gbl_char(char *data, int dim, char const *type, int size,
                       op_access acc);
op_arg op_opt_arg_gbl_char(int opt, char *data, int dim, char const *type,
                           int size, op_access acc);
op_arg op_arg_info_char(char *data, int dim, char const *type, int size,
                        int ref);
op_arg op_arg_idx(int idx, op_map map);

template <typename T>
op_arg op_arg_gbl(T *data, int dim, char const *type, op_access acc) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), type, "op_arg_gbl");
  loom::detail::checkConstGlobalAccess(std::is_const_v<T>, acc, "op_arg_gbl");
  return op_arg_gbl_char(loom::detail::bytesOf(data), dim, type, sizeof(T),
                         acc);
}

// An op_arg_gbl that is active only when `opt` is non-zero (and data is not
// null); the kernel must not use it otherwise.
template <typename T>
op_arg op_opt_arg_gbl(int opt, T *data, int dim, char const *type,
                      op_access acc) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), type, "op_opt_arg_gbl");
  loom::detail::checkConstGlobalAccess(std::is_const_v<T>, acc,
                                       "op_opt_arg_gbl");
  return op_opt_arg_gbl_char(opt, loom::detail::bytesOf(data), dim, type,
                             sizeof(T), acc);
}

// A payload for the OP_MIN/OP_MAX op_arg_gbl at 0-based loop position `ref`:
// the kernel writes it when its element improves that reduction, and after
// the loop it holds what the winning element wrote (first winner in element
// order on ties, as the reference loop runs).
template <typename T>
op_arg op_arg_info(T *data, int dim, char const *type, int ref) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), type, "op_arg_info");
  static_assert(
      !std::is_const_v<T>,
      "op_arg_info: the kernel writes the payload; it cannot be const");
  return op_arg_info_char(loom::detail::bytesOf(data), dim, type, sizeof(T),
                          ref);
}

// --- data access ----------------------------------------------------------
void op_fetch_data_char(op_dat dat, char *dest);
// Elements low..high inclusive (high - low + 1 of them) to dest[0..]. OP2's
// sequential code copies high + 1 elements from `low` (an overrun when
// low > 0); Loom implements the documented range.
void op_fetch_data_idx_char(op_dat dat, char *dest, int low, int high);
// Host data is always current in Loom's CPU backends: a no-op kept for OP2.
void op_fetch_data(op_dat dat);

template <typename T> void op_fetch_data(op_dat dat, T *dest) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), dat ? dat->type : "",
                              dat ? dat->name : "op_fetch_data");
  op_fetch_data_char(dat, reinterpret_cast<char *>(dest));
}

template <typename T>
void op_fetch_data_idx(op_dat dat, T *dest, int low, int high) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), dat ? dat->type : "",
                              dat ? dat->name : "op_fetch_data_idx");
  op_fetch_data_idx_char(dat, reinterpret_cast<char *>(dest), low, high);
}

// OP2's op_lib_c.h includes op_hdf5.h: its calls come with every OP2 header.
#include "op_hdf5.h"
