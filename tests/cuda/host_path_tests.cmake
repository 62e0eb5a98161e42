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
