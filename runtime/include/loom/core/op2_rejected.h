// OP2 calls that Loom does not implement. Each is declared as a deleted
// function template, so a program that uses one does not compile (with g++,
// clang++ and loomc alike) instead of misbehaving at run time: the one error
// is at the user's call ("call to deleted function 'op_x': op_x is not
// supported by Loom: <reason>" with Clang; with GCC "use of deleted function
// 'op_x'" and a note quoting the line with the reason). The template returns
// a value convertible to anything, so the rejected call does not also break
// the expression it stands in. Declaring them costs nothing for programs
// that do not call them. See docs/op2-compatibility.md.
#pragma once

namespace loom::detail {
// What a rejected call returns: converts to whatever its context expects.
struct RejectedOp2Call {
  template <typename T> operator T() const;
};
} // namespace loom::detail

// Each LOOM_OP2_REJECT stays on one line so that GCC's note quotes the
// reason ("not supported by Loom: ...").
// clang-format off
#if defined(__clang__)
// Clang takes the reason in `= delete("...")` (C++26, an extension before).
#define LOOM_OP2_REJECT(name, reason)                                          \
  _Pragma("clang diagnostic push")                                             \
      _Pragma("clang diagnostic ignored \"-Wunknown-warning-option\"")         \
          _Pragma("clang diagnostic ignored \"-Wc++26-extensions\"")           \
              template <typename... LoomArgs>                                  \
              ::loom::detail::RejectedOp2Call name(LoomArgs &&...) =           \
                  delete(#name " is " reason);                         \
  _Pragma("clang diagnostic pop")
#else
#define LOOM_OP2_REJECT(name, reason)                                          \
  template <typename... LoomArgs>                                              \
  ::loom::detail::RejectedOp2Call name(LoomArgs &&...) = delete;
#endif

// OP2's HDF5 calls: declared by op_hdf5.h and implemented by loom_hdf5
// (runtime/hdf5), which defines LOOM_HAVE_HDF5 for the programs linking it;
// without it every call is rejected.
#ifndef LOOM_HAVE_HDF5
LOOM_OP2_REJECT(op_decl_set_hdf5, "not supported by Loom: the program does not link Loom's HDF5 layer (loom_hdf5, built when libhdf5-dev is found)")
LOOM_OP2_REJECT(op_decl_set_hdf5_infer_size, "not supported by Loom: the program does not link Loom's HDF5 layer (loom_hdf5, built when libhdf5-dev is found)")
LOOM_OP2_REJECT(op_decl_map_hdf5, "not supported by Loom: the program does not link Loom's HDF5 layer (loom_hdf5, built when libhdf5-dev is found)")
LOOM_OP2_REJECT(op_decl_dat_hdf5, "not supported by Loom: the program does not link Loom's HDF5 layer (loom_hdf5, built when libhdf5-dev is found)")
LOOM_OP2_REJECT(op_get_const_hdf5, "not supported by Loom: the program does not link Loom's HDF5 layer (loom_hdf5, built when libhdf5-dev is found)")
LOOM_OP2_REJECT(op_write_const_hdf5, "not supported by Loom: the program does not link Loom's HDF5 layer (loom_hdf5, built when libhdf5-dev is found)")
LOOM_OP2_REJECT(op_dump_to_hdf5, "not supported by Loom: the program does not link Loom's HDF5 layer (loom_hdf5, built when libhdf5-dev is found)")
LOOM_OP2_REJECT(op_fetch_data_hdf5_file, "not supported by Loom: the program does not link Loom's HDF5 layer (loom_hdf5, built when libhdf5-dev is found)")
LOOM_OP2_REJECT(op_fetch_data_hdf5_file_path, "not supported by Loom: the program does not link Loom's HDF5 layer (loom_hdf5, built when libhdf5-dev is found)")
LOOM_OP2_REJECT(op_fetch_data_hdf5, "not supported by Loom: the program does not link Loom's HDF5 layer (loom_hdf5, built when libhdf5-dev is found)")
#endif

// Dats that alias other dats or raw pointers.
LOOM_OP2_REJECT(op_decl_dat_overlay, "not supported by Loom: dats never alias each other in Loom")
LOOM_OP2_REJECT(op_decl_dat_overlay_ptr, "not supported by Loom: dats never alias user memory in Loom")
LOOM_OP2_REJECT(op_fetch_data_file_char, "not supported by Loom: OP2's behaviour is undocumented; use op_print_dat_to_binfile")
LOOM_OP2_REJECT(op_dump_dat, "not supported by Loom: it prints only Fortran type names in OP2; use op_print_dat_to_txtfile")

// MPI-only data movement and back-end internals.
LOOM_OP2_REJECT(op_mpi_put_data, "not supported by Loom: it needs OP2's MPI back end; declare the dat from the new data instead")
LOOM_OP2_REJECT(op_realloc_comm_buffer, "not supported by Loom: OP2 MPI back-end internal")
LOOM_OP2_REJECT(op_mpi_perf_comms, "not supported by Loom: OP2 MPI back-end internal (COMM_PERF builds)")
LOOM_OP2_REJECT(op_theta_init, "not supported by Loom: OP2 coupling call without a single-node form")
LOOM_OP2_REJECT(op_inc_theta, "not supported by Loom: OP2 coupling call without a single-node form")
LOOM_OP2_REJECT(op_timing_realloc, "not supported by Loom: OP2-generated code internal; Loom times loops itself")
LOOM_OP2_REJECT(op_timing_realloc_manytime, "not supported by Loom: OP2-generated code internal; Loom times loops itself")
LOOM_OP2_REJECT(op_reset_power_counters, "not supported by Loom: Loom reads no energy counters")
LOOM_OP2_REJECT(op_arg_check, "not supported by Loom: OP2 back-end internal; Loom checks every loop's arguments itself")
LOOM_OP2_REJECT(op_args_check, "not supported by Loom: OP2 back-end internal; Loom checks every loop's arguments itself")
LOOM_OP2_REJECT(op_arg_set, "not supported by Loom: OP2 back-end internal of op_seq.h")
LOOM_OP2_REJECT(op_arg_copy_in, "not supported by Loom: OP2 back-end internal of op_seq.h")
LOOM_OP2_REJECT(op_register_map_ptr, "not supported by Loom: OP2 back-end internal")
LOOM_OP2_REJECT(op_search_map_ptr, "not supported by Loom: OP2 back-end internal")
LOOM_OP2_REJECT(op_disable_device_execution, "not supported by Loom: Loom has no device fallback modes")
LOOM_OP2_REJECT(op_check_whitelist, "not supported by Loom: Loom has no device fallback modes")
LOOM_OP2_REJECT(op_check_fallback_mode, "not supported by Loom: Loom has no device fallback modes")
LOOM_OP2_REJECT(op_disable_mpi_reductions, "not supported by Loom: Loom runs on one node")

// Fortran-bridge helpers working on raw pointers.
LOOM_OP2_REJECT(op_partition_ptr, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_renumber_ptr, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_arg_dat_ptr, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_arg_idx_ptr, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_get_data_ptr, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_get_data_ptr2, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_reset_data_ptr, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_get_map_ptr, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_reset_map_ptr, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_copy_map_to_fort, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_register_set, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_get_set, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_dat_write_index, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_print_dat_to_txtfile2, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_malloc2, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(set_maps_base, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")
LOOM_OP2_REJECT(op_set_args, "not supported by Loom: OP2 Fortran-bridge helper; Loom's OP2 API is C++ only")

// OP2's newer scatter API (op_buff); its declarations are not published.
LOOM_OP2_REJECT(op_decl_buff, "not supported by Loom: the op_buff/op_par_scatter API is not implemented")
LOOM_OP2_REJECT(op_free_buff, "not supported by Loom: the op_buff/op_par_scatter API is not implemented")
LOOM_OP2_REJECT(op_par_scatter, "not supported by Loom: the op_buff/op_par_scatter API is not implemented")

// clang-format on
#undef LOOM_OP2_REJECT
