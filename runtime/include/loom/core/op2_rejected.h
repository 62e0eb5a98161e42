// OP2 calls that Loom does not implement. Each is declared as a template
// whose body fails a static_assert naming the call and the reason, so a
// program that uses one does not compile (with g++, clang++ and loomc alike)
// instead of misbehaving at run time. Declaring them costs nothing for
// programs that do not call them. See docs/op2-compatibility.md.
#pragma once

namespace loom::detail {
template <typename...> inline constexpr bool rejectedOp2Call = false;
} // namespace loom::detail

#define LOOM_OP2_REJECT(name, reason)                                          \
  template <typename... LoomArgs> auto name(LoomArgs &&...) {                  \
    static_assert(::loom::detail::rejectedOp2Call<LoomArgs...>,                \
                  #name " is not supported by Loom: " reason);                 \
  }

// OP2's HDF5 calls: implemented by loom_hdf5 (runtime/hdf5), which defines
// LOOM_HAVE_HDF5 for the programs linking it; the rest stay rejected.
#ifdef LOOM_HAVE_HDF5
op_set op_decl_set_hdf5(char const *file, char const *name);
op_map op_decl_map_hdf5(op_set from, op_set to, int dim, char const *file,
                        char const *name);
op_dat op_decl_dat_hdf5(op_set set, int dim, char const *type, char const *file,
                        char const *name);
void op_get_const_hdf5(char const *name, int dim, char const *type,
                       char *const_data, char const *file_name);
void op_write_const_hdf5(char const *name, int dim, char const *type,
                         char *const_data, char const *file_name);
void op_fetch_data_hdf5_file(op_dat dat, char const *file_name);
void op_dump_to_hdf5(char const *file_name);
#else
#define LOOM_NO_HDF5                                                           \
  "the program does not link Loom's HDF5 layer (loom_hdf5, built when "        \
  "libhdf5-dev is found)"
LOOM_OP2_REJECT(op_decl_set_hdf5, LOOM_NO_HDF5)
LOOM_OP2_REJECT(op_decl_map_hdf5, LOOM_NO_HDF5)
LOOM_OP2_REJECT(op_decl_dat_hdf5, LOOM_NO_HDF5)
LOOM_OP2_REJECT(op_get_const_hdf5, LOOM_NO_HDF5)
LOOM_OP2_REJECT(op_write_const_hdf5, LOOM_NO_HDF5)
LOOM_OP2_REJECT(op_dump_to_hdf5, LOOM_NO_HDF5)
LOOM_OP2_REJECT(op_fetch_data_hdf5_file, LOOM_NO_HDF5)
#undef LOOM_NO_HDF5
#endif
LOOM_OP2_REJECT(op_decl_set_hdf5_infer_size,
                "not implemented by Loom's HDF5 layer")
LOOM_OP2_REJECT(op_fetch_data_hdf5,
                "not part of OP2's published op_hdf5.h; use "
                "op_fetch_data_hdf5_file")
LOOM_OP2_REJECT(op_fetch_data_hdf5_file_path,
                "not implemented by Loom's HDF5 layer (groups)")

// Dats that alias other dats or raw pointers.
LOOM_OP2_REJECT(op_decl_dat_overlay, "dats never alias each other in Loom")
LOOM_OP2_REJECT(op_decl_dat_overlay_ptr, "dats never alias user memory in Loom")
LOOM_OP2_REJECT(op_fetch_data_file_char,
                "OP2's behaviour is undocumented; use op_print_dat_to_binfile")
LOOM_OP2_REJECT(
    op_dump_dat,
    "it prints only Fortran type names in OP2; use op_print_dat_to_txtfile")

// MPI-only data movement and back-end internals.
LOOM_OP2_REJECT(
    op_mpi_put_data,
    "it needs OP2's MPI back end; declare the dat from the new data instead")
LOOM_OP2_REJECT(op_realloc_comm_buffer, "OP2 MPI back-end internal")
LOOM_OP2_REJECT(op_mpi_perf_comms,
                "OP2 MPI back-end internal (COMM_PERF builds)")
LOOM_OP2_REJECT(op_theta_init, "OP2 coupling call without a single-node form")
LOOM_OP2_REJECT(op_inc_theta, "OP2 coupling call without a single-node form")
LOOM_OP2_REJECT(op_timing_realloc,
                "OP2-generated code internal; Loom times loops itself")
LOOM_OP2_REJECT(op_timing_realloc_manytime,
                "OP2-generated code internal; Loom times loops itself")
LOOM_OP2_REJECT(op_reset_power_counters, "Loom reads no energy counters")
LOOM_OP2_REJECT(
    op_arg_check,
    "OP2 back-end internal; Loom checks every loop's arguments itself")
LOOM_OP2_REJECT(
    op_args_check,
    "OP2 back-end internal; Loom checks every loop's arguments itself")
LOOM_OP2_REJECT(op_arg_set, "OP2 back-end internal of op_seq.h")
LOOM_OP2_REJECT(op_arg_copy_in, "OP2 back-end internal of op_seq.h")
LOOM_OP2_REJECT(op_register_map_ptr, "OP2 back-end internal")
LOOM_OP2_REJECT(op_search_map_ptr, "OP2 back-end internal")
LOOM_OP2_REJECT(op_disable_device_execution,
                "Loom has no device fallback modes")
LOOM_OP2_REJECT(op_check_whitelist, "Loom has no device fallback modes")
LOOM_OP2_REJECT(op_check_fallback_mode, "Loom has no device fallback modes")
LOOM_OP2_REJECT(op_disable_mpi_reductions, "Loom runs on one node")

// Fortran-bridge helpers working on raw pointers.
#define LOOM_FORTRAN_ONLY                                                      \
  "OP2 Fortran-bridge helper; Loom's OP2 API is C++ only"
LOOM_OP2_REJECT(op_partition_ptr, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_renumber_ptr, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_arg_dat_ptr, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_arg_idx_ptr, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_get_data_ptr, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_get_data_ptr2, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_reset_data_ptr, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_get_map_ptr, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_reset_map_ptr, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_copy_map_to_fort, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_register_set, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_get_set, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_dat_write_index, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_print_dat_to_txtfile2, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_malloc2, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(set_maps_base, LOOM_FORTRAN_ONLY)
LOOM_OP2_REJECT(op_set_args, LOOM_FORTRAN_ONLY)
#undef LOOM_FORTRAN_ONLY

// OP2's newer scatter API (op_buff); its declarations are not published.
LOOM_OP2_REJECT(op_decl_buff,
                "the op_buff/op_par_scatter API is not implemented")
LOOM_OP2_REJECT(op_free_buff,
                "the op_buff/op_par_scatter API is not implemented")
LOOM_OP2_REJECT(op_par_scatter,
                "the op_buff/op_par_scatter API is not implemented")

#undef LOOM_OP2_REJECT
