// OP2's core header, as implemented by Loom: the handle types, constants,
// macros and global variables of OP2's op_lib_core.h, and the calls that do
// not depend on C++ templates (memory, timing, profiling, single-node forms of
// the distributed-memory calls). op_lib_cpp.h includes it; programs that
// include op_lib_core.h directly get the same declarations.
//
// Every public OP2 name is either implemented here (see
// docs/op2-compatibility.md for the documented differences) or declared in
// loom/core/op2_rejected.h so that a call fails to compile with a message
// naming it.
#pragma once

#include "loom/core/op2_types.h"

// The standard headers OP2's op_lib_core.h brings in; OP2 programs rely on
// them (sqrt, fabs and M_PI in kernels, printf, malloc, memcpy, strcmp,
// strcasecmp, std::cout, std::numeric_limits, std::runtime_error).
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/queue.h>

#include <cstddef>
#include <iostream>
#include <limits>
#include <stdexcept>

// --- type names OP2 programs use ------------------------------------------
typedef unsigned int uint;
typedef long long ll;
typedef unsigned long long ull;
typedef long long idx_g_t; // global element index
typedef int idx_l_t;       // local element index

// --- constants --------------------------------------------------------------
#define OP_STAGE_NONE 0
#define OP_STAGE_INC 1
#define OP_STAGE_ALL 2
#define OP_STAGE_PERMUTE 3
#define OP_COLOR2 4

#ifndef OP2_ALIGNMENT
#define OP2_ALIGNMENT 64
#endif

#ifndef MIN
#define MIN(a, b) ((a < b) ? (a) : (b))
#endif
#ifndef MAX
#define MAX(a, b) ((a > b) ? (a) : (b))
#endif
#define ROUND_UP(bytes) (((bytes) + 15) & ~15)
#define ROUND_UP_64(bytes) (((bytes) + 63) & ~63)

constexpr int round32(int x) { return (x + 31) & ~31; }

// Zero literals of generated OP2 code; like OP2's, each ends in ';'.
#define ZERO_double 0.0;
#define ZERO_float 0.0f;
#define ZERO_int 0;
#define ZERO_uint 0;
#define ZERO_ll 0;
#define ZERO_ull 0;
#define ZERO_bool 0;

// Kernel-side SoA accessor of OP2's back ends. Loom keeps dats in AoS
// layout, so it is the identity (as in OP2's sequential build).
#define OP2_STRIDE(arr, idx) arr[idx]
inline int op2_stride = 1;

// --- global variables
// --------------------------------------------------------- Set by op_init from
// its arguments; reading them is supported. Loom's behaviour follows the
// op_init arguments and environment (see docs/op2-compatibility.md), so writing
// them afterwards changes nothing.
extern int OP_diags;             // op_init's diags argument
extern int OP_part_size;         // OP_PART_SIZE=<n> (Loom's block size), else 0
extern int OP_block_size;        // OP_BLOCK_SIZE=<n>, default 64 (GPU only)
extern int OP_cache_line_size;   // OP_CACHE_LINE_SIZE=<n>, default 128
extern int OP_gpu_direct;        // -gpudirect
extern int OP_unified_exchanges; // 0
extern double OP_hybrid_balance; // OP_HYBRID_BALANCE=<x> / env, default 1.0
extern int OP_hybrid_gpu;        // 0
extern int OP_maps_base_index;   // 0 (only C-style 0-based maps)
extern int OP_mpi_test_frequency;     // OP_TEST_FREQ=<n>, default 1 << 30
extern int OP_partial_exchange;       // OP_PARTIAL_EXCHANGE
extern int OP_disable_mpi_reductions; // 0
extern int OP_cuda_reductions_mib;    // OP_CUDA_REDUCTIONS_MIB=<n>, default 10
extern int OP_is_partitioned;         // 0: one node, never partitioned
extern int OP_auto_soa; // op_init_soa / OP_AUTO_SOA (layout kept AoS)
extern int OP_realloc;  // 1; OP_NO_REALLOC is rejected by op_init
// Registry counters, kept current by the declarations and op_exit.
extern int OP_set_index, OP_set_max;
extern int OP_map_index, OP_map_max;
extern int OP_dat_index;
extern int OP_plan_index, OP_plan_max;
extern int OP_kern_max, OP_kern_curr;

// --- memory
// -------------------------------------------------------------------
// malloc/calloc/realloc/free; running out of memory is a fatal error naming
// the call and the size.
void *op_malloc(size_t size);
void *op_calloc(size_t count, size_t size);
void *op_realloc(void *ptr, size_t size);
void op_free(void *ptr);

// --- sets
// -----------------------------------------------------------------------
int op_get_size(op_set set);
idx_g_t op_get_global_set_offset(op_set set); // 0 on one node
int op_get_size_local(op_set set);            // size
int op_get_size_local_exec(op_set set);       // size (no halo)
int op_get_size_local_full(op_set set);       // size (no halo)
int op_size_of_set(const char *name);         // by name; unknown name: fatal
int compare_sets(op_set a, op_set b);         // 1 when the same set
op_dat search_dat(op_set set, int dim, const char *type, int size,
                  const char *name); // the matching dat or nullptr
void check_map(const char *name, op_set from, op_set to, int dim, int *map);

// --- output
// ---------------------------------------------------------------------
void op_printf(const char *format, ...) __attribute__((format(printf, 1, 2)));
void op_print(const char *line);
void op_err_print(const char *error, int m, const char *name);
void op_diagnostic_output();
void op_print_dat_to_txtfile(op_dat dat, const char *file_name);
void op_print_dat_to_binfile(op_dat dat, const char *file_name);
void op_print_dat_to_txtfile_core(op_dat dat, const char *file_name);
void op_print_dat_to_binfile_core(op_dat dat, const char *file_name);

// --- timing
// -----------------------------------------------------------------------
void op_timers(double *cpu, double *et);
void op_timers_core(double *cpu, double *et);
void op_timing_output();
void op_timing_output_core();
void op_timing_output_2_file(const char *file_name);
void op_timings_to_csv(const char *file_name);
// One process: the mean is t and the mean of squares t*t.
void op_compute_moment(double t, double *first, double *second);
void op_compute_moment_across_times(double *times, int ntimes,
                                    bool ignore_zeros, double *first,
                                    double *second);

// --- host/device data: Loom's CPU data is always current
// --------------------------
void op_upload_all();
void op_upload_dat(op_dat dat);
void op_download_dat(op_dat dat);
void deviceSync();

// --- distributed-memory calls: single-node behaviour
// ------------------------------ Accepts OP2's partitioner arguments; on one
// node the numbering is kept.
void op_partition(const char *lib_name, const char *lib_routine,
                  op_set prime_set, op_map prime_map, op_dat coords);
void op_partition_destroy();
void op_renumber(op_map base);
int op_is_root();
void op_rank(int *rank);
void op_mpi_init(int argc, char **argv, int diags, int global, int local);
void op_mpi_init_soa(int argc, char **argv, int diags, int global, int local,
                     int soa);
int op_mpi_halo_exchanges(op_set set, int nargs, op_arg *args);
int op_mpi_halo_exchanges(op_set set, int nargs, op_arg *args, int device);
int op_mpi_halo_exchanges_cuda(op_set set, int nargs, op_arg *args);
int op_mpi_halo_exchanges_grouped(op_set set, int nargs, op_arg *args,
                                  int device);
void op_mpi_set_dirtybit(int nargs, op_arg *args);
void op_mpi_set_dirtybit_cuda(int nargs, op_arg *args);
void op_mpi_wait_all(int nargs, op_arg *args);
void op_mpi_wait_all_cuda(int nargs, op_arg *args);
void op_mpi_wait_all_grouped(int nargs, op_arg *args, int device);
void op_mpi_test_all(int nargs, op_arg *args);
void op_mpi_test_all_grouped(int nargs, op_arg *args);
void op_mpi_reset_halos(int nargs, op_arg *args);
void op_mpi_barrier();
void op_mpi_reduce_combined(op_arg *args, int nargs);
void op_mpi_reduce_float(op_arg *arg, float *data);
void op_mpi_reduce_double(op_arg *arg, double *data);
void op_mpi_reduce_int(op_arg *arg, int *data);
void op_mpi_reduce_bool(op_arg *arg, bool *data);
void op_mpi_perf_time(const char *name, double time);
int op_mpi_get_test_frequency();
template <typename T> void op_mpi_reduce(op_arg * /*arg*/, T * /*data*/) {}
// Halo exchange outside a loop: nothing to exchange on one node.
template <typename... Args>
void op_trigger_halo_exchanges(int /*device*/, const char * /*name*/,
                               op_set /*set*/, Args &&.../*args*/) {}

#include "op_profile.h"
#include "op_timing2.h"

#include "loom/core/op2_rejected.h"
