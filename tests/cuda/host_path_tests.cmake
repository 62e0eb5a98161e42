# Included by tests/cuda/CMakeLists.txt (which defines cuda_backends).
# The host path (docs/cuda.md): what a steady-state loop call copies and
# where the host waits, counted by the emulation layer; with
# LOOM_CUDA_SYNC=1 every loop also waits once for its kernels; with
# LOOM_AUTOTUNE=1 the same once the indirect loop is tuned; with
# LOOM_CUDA_UPLOAD=first-use the dats and maps are copied by the first loop
# that needs them, not at their declaration.
set(host_path_dir ${CMAKE_CURRENT_SOURCE_DIR}/programs/host_path)
loom_add_application(NAME host_path SOURCES ${host_path_dir}/host_path.cpp
                     BACKENDS ${cuda_backends})
foreach(backend IN LISTS cuda_backends)
  loom_target_defaults(host_path_${backend})
  foreach(case "sync0|0" "sync1|0" "sync0_autotuned|1" "sync1_autotuned|1")
    string(REGEX REPLACE "\\|.*" "" label "${case}")
    string(REGEX MATCH "^sync([01])[a-z_]*\\|([01])$" matched "${case}")
    set(env "LOOM_CUDA_SYNC=${CMAKE_MATCH_1};LOOM_EMULATED_LEAK_CHECK=1")
    if(CMAKE_MATCH_2)
      list(APPEND env LOOM_AUTOTUNE=1 LOOM_TUNING_FILE=${CMAKE_CURRENT_BINARY_DIR}/host_path_${backend}_${label}.json)
    endif()
    set(name host_path_${backend}.${label}_copies_and_waits)
    add_test(NAME ${name} COMMAND host_path_${backend})
    set_tests_properties(${name} PROPERTIES TIMEOUT 60 ENVIRONMENT "${env}"
        PASS_REGULAR_EXPRESSION "host path: [0-9]+ checks passed")
  endforeach()
  set(name host_path_${backend}.upload_at_first_use_copies_and_waits)
  add_test(NAME ${name} COMMAND host_path_${backend})
  set_tests_properties(${name} PROPERTIES TIMEOUT 60
      ENVIRONMENT "LOOM_CUDA_UPLOAD=first-use;LOOM_EMULATED_LEAK_CHECK=1"
      PASS_REGULAR_EXPRESSION "host path: [0-9]+ checks passed")
endforeach()
add_test(NAME host_path_cuda_global.bad_upload_setting_is_an_error
         COMMAND host_path_cuda_global)
set_tests_properties(host_path_cuda_global.bad_upload_setting_is_an_error
    PROPERTIES TIMEOUT 60 ENVIRONMENT "LOOM_CUDA_UPLOAD=sometimes"
    PASS_REGULAR_EXPRESSION
    "loom: error: LOOM_CUDA_UPLOAD: expected declaration or first-use, got 'sometimes'")

# The host's own reads and writes of dats between loops (op_download_dat,
# op_upload_dat, op_upload_all) and an inactive optional argument with no
# dat: the program checks itself, for seq as the reference and for each
# CUDA backend (before, the uploads did nothing on a device and the
# optional argument crashed the program).
set(host_edits_dir ${CMAKE_CURRENT_SOURCE_DIR}/programs/host_edits)
loom_add_application(NAME host_edits SOURCES ${host_edits_dir}/host_edits.cpp
                     BACKENDS seq ${cuda_backends})
foreach(backend IN ITEMS seq LISTS cuda_backends)
  loom_target_defaults(host_edits_${backend})
  add_test(NAME host_edits_${backend}.matches_op2 COMMAND host_edits_${backend})
  set_tests_properties(host_edits_${backend}.matches_op2 PROPERTIES TIMEOUT 60
                       ENVIRONMENT LOOM_EMULATED_LEAK_CHECK=1)
endforeach()

# A program that checks itself, built for seq (the reference), the
# backends given after ALSO and each CUDA backend: test
# <name>_<backend>.<label> passes when the program prints `passed` and no
# "loom: error" line.
function(loom_add_self_checked name label passed)
  cmake_parse_arguments(PARSE_ARGV 3 P "" "" "SOURCES;ALSO")
  loom_add_application(NAME ${name} SOURCES ${P_SOURCES}
                       BACKENDS seq ${P_ALSO} ${cuda_backends})
  foreach(backend IN ITEMS seq ${P_ALSO} LISTS cuda_backends)
    loom_target_defaults(${name}_${backend})
    add_test(NAME ${name}_${backend}.${label} COMMAND ${name}_${backend})
    set_tests_properties(${name}_${backend}.${label} PROPERTIES TIMEOUT 60
        ENVIRONMENT LOOM_EMULATED_LEAK_CHECK=1
        PASS_REGULAR_EXPRESSION "${passed}"
        FAIL_REGULAR_EXPRESSION "loom: error")
  endforeach()
endfunction()

# One dat reaching one loop by two expressions of different device layouts
# (docs/cuda.md): read through both, each gets a copy in its layout (before,
# the first read a freed copy); written through either, the loop is refused
# with one line naming the loop, the dat and the two arguments.
set(two_dir ${CMAKE_CURRENT_SOURCE_DIR}/programs/two_expressions)
loom_add_self_checked(two_expressions read_through_both_layouts
                      "two_expressions: 40 nodes checked"
                      SOURCES ${two_dir}/two_expressions.cpp)
add_test(NAME two_expressions_seq.written_through_one_name
         COMMAND two_expressions_seq --write)
set_tests_properties(two_expressions_seq.written_through_one_name
    PROPERTIES TIMEOUT 60
    PASS_REGULAR_EXPRESSION "two_expressions: 40 nodes checked")
foreach(backend IN LISTS cuda_backends)
  set(name two_expressions_${backend}.written_in_two_layouts_is_refused)
  add_test(NAME ${name} COMMAND two_expressions_${backend} --write)
  set_tests_properties(${name} PROPERTIES TIMEOUT 60 PASS_REGULAR_EXPRESSION
      "loom: error: two_expressions.cpp:43: loop 'shift': dat 'p_v' reaches it as argument 0 in the struct-of-arrays device layout and as argument 1 in arrays of structs, and the loop writes it: the two device copies would disagree; pass the dat by one expression in this loop")
endforeach()

# Constants declared in one source (op_decl_const) and read by a kernel in
# another: the CUDA backends copy the globals the kernel reads, so the
# device sees the host's values, new ones too; nvcc compiles the generated
# code (before, it refused it: the kernel named host variables).
set(consts_dir ${CMAKE_CURRENT_SOURCE_DIR}/programs/consts_elsewhere)
loom_add_self_checked(consts_elsewhere kernel_reads_them
                      "consts_elsewhere: 8 nodes checked"
                      SOURCES ${consts_dir}/consts_elsewhere.cpp
                              ${consts_dir}/scale.cpp)

# OP_READ globals the kernels take as non-const (each CUDA thread gets its
# own copy, compared after the kernel): read only, nothing is reported; a
# kernel that writes one ends the program with the same line on every
# backend, at the loop on the host and where the host next waits on the
# device (at the loop with LOOM_CUDA_SYNC=1). Before, a CUDA kernel's
# write stayed in the device copy that later loops read.
# Constants whose op_decl_const dim is smaller than the variable, an array
# of one and a scalar (programs/const_extents): the device gets the whole
# variable in its shape, as host kernels read it (before, a dim-1 array
# became a scalar and the .cuh did not compile).
loom_add_self_checked(const_extents whole_variable_on_the_device
                      "const_extents: 8 nodes checked"
                      SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/programs/const_extents/const_extents.cpp)

# Kernels and helpers named in UTF-8 (programs/unicode_names): their device
# copies are renamed as ASCII ones are (before, `größe` was copied under its
# own name, a redefinition of the host kernel).
loom_add_self_checked(unicode_names copies_renamed
                      "unicode_names: 6 nodes checked"
                      SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/programs/unicode_names/unicode_names.cpp)

# Kernels and helpers written with the C++ a scientist may use
# (programs/modern_kernels): templates, overloads, recursion, constexpr,
# lambdas, structured bindings, array parameters, extern "C".
# On openmp too, whose SIMD lane copies are copies of the kernel as well.
loom_add_self_checked(modern_kernels copied_as_written
                      "modern_kernels: 6 nodes checked"
                      SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/programs/modern_kernels/modern_kernels.cpp
                      ALSO openmp)

# OP2's type strings "uint", "ll" and "ull" (programs/op2_type_strings),
# with kernels naming the types as OP2 or as C++ does (before, loomc
# refused what the header-only build ran: "uint" needed a 'uint *').
loom_add_self_checked(op2_type_strings short_names_accepted
                      "op2_type_strings: 8 nodes checked"
                      SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/programs/op2_type_strings/op2_type_strings.cpp
                      ALSO openmp)

# Optional arguments, active and inactive (programs/optional_args):
# increments and a read through a map, a vector argument and a global
# reduction; an inactive one is neither staged, scattered nor reduced.
loom_add_self_checked(optional_args active_and_inactive
                      "optional_args: 10 nodes checked"
                      SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/programs/optional_args/optional_args.cpp
                      ALSO openmp)

# What nvcc refused and the emulation ran (programs/const_tables):
# namespace-scope const and constexpr arrays and a const value computed at
# start-up read by a kernel and its helper (now copied to the device as
# other globals), std::min/max/clamp in kernels, a loop of globals only.
loom_add_self_checked(const_tables copied_to_the_device
                      "const_tables: 9 nodes checked"
                      SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/programs/const_tables/const_tables.cpp
                      ALSO openmp)

set(read_only_dir ${CMAKE_CURRENT_SOURCE_DIR}/programs/read_only_global)
loom_add_self_checked(read_only_global read_through_non_const
                      "read_only_global: 8 nodes checked"
                      SOURCES ${read_only_dir}/read_only_global.cpp)
set(written "loom: error: read_only_global.cpp:42: op_par_loop 'scale_and_reset': argument 1: the kernel wrote a global passed with OP_READ")
foreach(backend IN ITEMS seq LISTS cuda_backends)
  foreach(sync 0 1)
    set(name read_only_global_${backend}.written_is_an_error_sync${sync})
    add_test(NAME ${name} COMMAND read_only_global_${backend} --write)
    set_tests_properties(${name} PROPERTIES TIMEOUT 60
        ENVIRONMENT LOOM_CUDA_SYNC=${sync}
        PASS_REGULAR_EXPRESSION "${written}"
        FAIL_REGULAR_EXPRESSION "nodes checked")
  endforeach()
endforeach()

# Checked mode (LOOM_CHECK=1) in CUDA builds compares the dats' current
# values, the device copy's: a kernel writing a dat passed with OP_READ is
# caught as on the host (before, the host copy was compared and nothing
# found); mixed_layouts_*.checked_mode_matches_reference (CMakeLists.txt):
# a loop converting a dat's layout is not taken for one (before, a false
# error).
set(writes_read_dat ${PROJECT_SOURCE_DIR}/tests/core/programs/writes_read_dat.cpp)
loom_add_application(NAME cuda_writes_read_dat SOURCES ${writes_read_dat}
                     BACKENDS ${cuda_backends})
foreach(backend IN LISTS cuda_backends)
  loom_target_defaults(cuda_writes_read_dat_${backend})
  add_test(NAME cuda_writes_read_dat_${backend}.checked_mode_catches_it
           COMMAND ${CMAKE_COMMAND}
                   -DEXE=$<TARGET_FILE:cuda_writes_read_dat_${backend}>
                   -DENV=LOOM_CHECK=1
                   "-DEXPECTED=loom: error: writes_read_dat.cpp:18: op_par_loop 'double_up': argument 0 \\(dat 'p_a'\\): the kernel wrote a dat passed with OP_READ"
                   -P ${PROJECT_SOURCE_DIR}/tests/core/programs/expect_error.cmake)
endforeach()
