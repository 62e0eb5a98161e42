// OP2's C++ API, as implemented by Loom (everything but the header-only
// op_par_loop, which lives in op_seq.h; translated code calls generated
// op_par_loop_<name> functions instead). Errors print one line naming the
// object and the offending value, then exit with status 1.
#pragma once

#include "loom/core/op2_types.h"
#include "loom/core/type_name.h"

#include <string>

// --- life cycle -----------------------------------------------------------
void op_init(int argc, char **argv, int diags);
void op_exit();

// --- declarations ---------------------------------------------------------
op_set op_decl_set(int size, char const *name);
op_map op_decl_map(op_set from, op_set to, int dim, int *imap,
                   char const *name);
op_dat op_decl_dat_char(op_set set, int dim, char const *type, int size,
                        char *data, char const *name);
op_dat op_decl_dat_temp_char(op_set set, int dim, char const *type, int size,
                             char const *name);
int op_free_dat_temp(op_dat dat);
void op_decl_const_char(int dim, char const *type, int size, char *data,
                        char const *name);

namespace loom::detail {
void checkDeclType(const char *expected, char const *type, char const *name);
}

template <typename T>
op_dat op_decl_dat(op_set set, int dim, char const *type, T *data,
                   char const *name) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), type, name);
  return op_decl_dat_char(set, dim, type, sizeof(T),
                          reinterpret_cast<char *>(data), name);
}

template <typename T>
op_dat op_decl_dat_temp(op_set set, int dim, char const *type, T * /*data*/,
                        char const *name) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), type, name);
  return op_decl_dat_temp_char(set, dim, type, sizeof(T), name);
}

template <typename T> void op_decl_const(int dim, char const *type, T *data) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), type, "op_decl_const");
  op_decl_const_char(dim, type, sizeof(T), reinterpret_cast<char *>(data),
                     "");
}

// --- loop arguments -------------------------------------------------------
op_arg op_arg_dat(op_dat dat, int idx, op_map map, int dim, char const *type,
                  op_access acc);
op_arg op_opt_arg_dat(int opt, op_dat dat, int idx, op_map map, int dim,
                      char const *type, op_access acc);
op_arg op_arg_gbl_char(char *data, int dim, char const *type, int size,
                       op_access acc);
op_arg op_arg_idx(int idx, op_map map);

template <typename T>
op_arg op_arg_gbl(T *data, int dim, char const *type, op_access acc) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), type, "op_arg_gbl");
  return op_arg_gbl_char(reinterpret_cast<char *>(data), dim, type, sizeof(T),
                         acc);
}

// --- data access ----------------------------------------------------------
int op_get_size(op_set set);
void op_fetch_data_char(op_dat dat, char *dest);
// Host data is always current in Loom's CPU backends: a no-op kept for OP2.
void op_fetch_data(op_dat dat);

template <typename T> void op_fetch_data(op_dat dat, T *dest) {
  loom::detail::checkDeclType(loom::op2TypeName<T>(), dat ? dat->type : "",
                              dat ? dat->name : "op_fetch_data");
  op_fetch_data_char(dat, reinterpret_cast<char *>(dest));
}

// --- output and timing ----------------------------------------------------
void op_printf(const char *format, ...) __attribute__((format(printf, 1, 2)));
void op_timers(double *cpu, double *et);
void op_timers_core(double *cpu, double *et);
void op_timing_output();
void op_diagnostic_output();
void op_print_dat_to_txtfile(op_dat dat, const char *file_name);
void op_print_dat_to_binfile(op_dat dat, const char *file_name);

// --- distributed-memory calls: single-node behaviour ----------------------
// Accepts OP2's partitioner arguments; on one node the numbering is kept.
void op_partition(const char *lib_name, const char *lib_routine,
                  op_set prime_set, op_map prime_map, op_dat coords);
int op_is_root();
