# Included by tests/cuda/CMakeLists.txt (which defines cuda_airfoil_test).
# The emulated device's own settings (docs/cuda.md).

# A device with less shared memory (the emulation's
# LOOM_EMULATED_SHARED_MEMORY): at 12000 bytes res_calc's staged data
# (16752 bytes at block size 256 on the 20x12 mesh) does not fit, so it
# stages only its increments, says so, and still matches the reference; at
# 4000 bytes not even its increments fit: one error line.
cuda_airfoil_test(airfoil_cuda_hier.small_shared_memory_matches_reference airfoil_cuda_hier
  "--mesh-size,20x12,--iterations,100" airfoil_cuda_hier_small_shared
  "LOOM_VALIDATE_PLANS=1;LOOM_EMULATED_LEAK_CHECK=1;LOOM_CUDA_BLOCK_SIZE=256;LOOM_EMULATED_SHARED_MEMORY=12000")
foreach(case "stages_only_increments|12000|loom: loop 'res_calc': 16752 bytes of shared memory per block exceed the device's 12000; it stages only its increments"
             "is_an_error|4000|loom: error: loop 'res_calc': kernel loom_hier_kernel_res_calc needs 6080 bytes of shared memory per block, the device allows 4000")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 label)
  list(GET parts 1 bytes)
  list(GET parts 2 message)
  set(name airfoil_cuda_hier.small_shared_memory_${label})
  add_test(NAME ${name}
           COMMAND ${CMAKE_COMMAND} -E env LOOM_CUDA_BLOCK_SIZE=256
                   LOOM_EMULATED_SHARED_MEMORY=${bytes}
                   $<TARGET_FILE:airfoil_cuda_hier> --mesh-size 20x12
                   --iterations 2)
  set_tests_properties(${name} PROPERTIES TIMEOUT 60
                       PASS_REGULAR_EXPRESSION "${message}")
endforeach()

# A bad value of the emulation's settings ends the program with one line,
# as Loom's run-time settings do, never a silent default.
foreach(case "shared_memory_text|LOOM_EMULATED_SHARED_MEMORY=abc|LOOM_EMULATED_SHARED_MEMORY: expected a number of bytes from 1 to 232448 .*, got 'abc'"
             "shared_memory_above_h100|LOOM_EMULATED_SHARED_MEMORY=300000|LOOM_EMULATED_SHARED_MEMORY: expected .*, got '300000'"
             "shared_memory_zero|LOOM_EMULATED_SHARED_MEMORY=0|LOOM_EMULATED_SHARED_MEMORY: expected .*, got '0'"
             "leak_check|LOOM_EMULATED_LEAK_CHECK=yes|LOOM_EMULATED_LEAK_CHECK: expected 0 or 1, got 'yes'")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 label)
  list(GET parts 1 setting)
  list(GET parts 2 message)
  add_test(NAME airfoil_cuda_hier.emulated_${label}_is_an_error
           COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:airfoil_cuda_hier>
                   "-DARGS=--mesh-size;8x4;--iterations;1" -DENV=${setting}
                   "-DEXPECTED=^loom: error: ${message}"
                   -P ${LOOM_CHECK_ERROR_LINE})
endforeach()
