# Included by tests/cuda/CMakeLists.txt: the random-maps program rounded
# two ways, compared within derived allowances (docs/cuda-on-a-gpu.md,
# "Checking a GPU build"). random_maps_ref rounds every operation (-ffp-contract=off);
# a build with fused multiply-adds (nvcc's default on a GPU; here g++
# -mfma -ffp-contract=fast) rounds a * b + c once, and its values differ
# from the reference's by more than rounding order alone would.
# random_maps_bounds derives, for every printed value, how far two such
# evaluations may lie apart; compare_within_bounds checks it.
target_compile_options(random_maps_ref PRIVATE -ffp-contract=off)
add_executable(random_maps_bounds ${random_dir}/random_maps_bounds.cpp)
target_include_directories(random_maps_bounds PRIVATE ${random_dir})
target_compile_options(random_maps_bounds PRIVATE -ffp-contract=off)
loom_target_defaults(random_maps_bounds)
add_executable(compare_within_bounds compare_within_bounds.cpp)
loom_target_defaults(compare_within_bounds)

set(within_bounds ${CMAKE_CURRENT_SOURCE_DIR}/within_bounds.cmake)
set(bounds_args -DREF=$<TARGET_FILE:random_maps_ref>
    -DBOUNDS=$<TARGET_FILE:random_maps_bounds>
    -DCHECK=$<TARGET_FILE:compare_within_bounds>)

# random_maps_bounds computes the reference's values bit for bit (it
# mirrors the program: --values), and its allowances can fail: every value
# moved just beyond its allowance is found (--shifted 1.1), every value
# moved by 0.9 of it passes (--shifted 0.9).
foreach(case "mirror|within|1|--values" "shifted_0.9|within|0|--shifted;0.9"
             "shifted_1.1|outside|0|--shifted;1.1")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 label)
  list(GET parts 1 expect)
  list(GET parts 2 identical)
  list(SUBLIST parts 3 -1 exe_args)
  string(REPLACE ";" "\\;" exe_args "${exe_args}")
  set(name random_maps_bounds.${label}_${expect}_allowances)
  add_test(NAME ${name}
           COMMAND ${CMAKE_COMMAND} ${bounds_args}
                   -DEXE=$<TARGET_FILE:random_maps_bounds>
                   "-DEXE_ARGS=${exe_args}" -DEXPECT=${expect}
                   -DIDENTICAL=${identical}
                   -DWORK=${CMAKE_CURRENT_BINARY_DIR}/runs/bounds_${label}
                   -P ${within_bounds})
  set_tests_properties(${name} PROPERTIES TIMEOUT 60)
endforeach()

# compare_within_bounds itself, on small files written here.
set(cases_dir ${CMAKE_CURRENT_BINARY_DIR}/within_bounds_cases)
foreach(file "expected|a 1 2.5\nb 3\n" "allowances|= = 0.5\n= 0\n"
             "within|a 1 2.9\nb 3\n" "outside|a 1 3.1\nb 3\n"
             "relabelled|a 2 2.5\nb 3\n" "not_number|a 1 x\nb 3\n"
             "negative|= = -1\n= 0\n" "short|= = 0.5\n")
  string(REGEX REPLACE "\\|.*" "" label "${file}")
  string(REGEX REPLACE "^[a-z_]+\\|" "" text "${file}")
  file(WRITE ${cases_dir}/${label}.txt "${text}")
endforeach()
foreach(case "within|allowances|^ok: 0 of 2 lines outside their allowances \\(2 values\\); largest [^\n]* 0.8 \\(line 1\\)"
             "outside|allowances|DIFFERS: 1 of 2 lines .* 1.2 \\(line 1\\)"
             "relabelled|allowances|line 1 outside its allowances.*DIFFERS: 1 of 2"
             "not_number|allowances|line 1 outside its allowances.*DIFFERS: 1 of 2"
             "within|negative|^loom: error: compare_within_bounds: [^\n]*negative.txt:1: token 3 '-1' is neither '=' nor a finite allowance >= 0\n?$"
             "within|short|^loom: error: compare_within_bounds: [^\n]*short.txt has 1 lines for the 2 lines of [^\n]*expected.txt\n?$")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 actual)
  list(GET parts 1 allowances)
  list(GET parts 2 pattern)
  set(name compare_within_bounds.${actual}_${allowances})
  add_test(NAME ${name}
           COMMAND compare_within_bounds ${cases_dir}/expected.txt
                   ${cases_dir}/${actual}.txt ${cases_dir}/${allowances}.txt)
  set_tests_properties(${name} PROPERTIES PASS_REGULAR_EXPRESSION "${pattern}")
endforeach()

# random_maps_bounds' arguments: anything but --values or --shifted K > 0
# is one error line.
foreach(case "unknown|--allowances|unexpected argument '--allowances' \\(usage: random_maps_bounds \\[--values . --shifted K\\]\\)"
             "shift|--shifted;-1|--shifted '-1': expected a positive number of allowances")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 label)
  list(GET parts -1 pattern)
  list(SUBLIST parts 1 -1 args)
  list(REMOVE_AT args -1)
  set(name random_maps_bounds.bad_${label}_argument_is_an_error)
  add_test(NAME ${name} COMMAND random_maps_bounds ${args})
  set_tests_properties(${name} PROPERTIES PASS_REGULAR_EXPRESSION
      "^loom: error: random_maps_bounds: ${pattern}\n?$")
endforeach()

# Does this CPU have fused multiply-adds (x86-64 with FMA3)? Then the
# emulated builds below and random_maps_ref_fma use them.
include(CheckCXXSourceRuns)
set(CMAKE_REQUIRED_FLAGS -mfma)
check_cxx_source_runs(
  "int main() { return __builtin_cpu_supports(\"fma\") ? 0 : 1; }"
  LOOM_CPU_HAS_FMA)
unset(CMAKE_REQUIRED_FLAGS)
set(fma_flags $<$<COMPILE_LANGUAGE:CXX>:-mfma -ffp-contract=fast>)
set(fused 0) # -DIDENTICAL=0: the fused build must round differently
if(NOT LOOM_CPU_HAS_FMA)
  message(STATUS "tests/cuda: no x86-64 FMA on this CPU: the emulated "
                 "random_maps_fma builds round as the reference does")
  set(fma_flags)
  set(fused "")
endif()

# The CUDA builds with fused multiply-adds: emulated (g++ -mfma) and, with
# LOOM_CUDA_DEVICE, <app>_<backend>_device compiled with nvcc's default
# -fmad=true (tests/cuda/device_matches_reference.sh runs those on a GPU).
loom_add_application(NAME random_maps_fma SOURCES ${random_dir}/random_maps.cpp
                     BACKENDS ${cuda_backends})
loom_add_application(NAME random_maps_soa_fma
                     SOURCES ${random_dir}/random_maps.cpp
                     BACKENDS ${cuda_backends} SOA all)
foreach(app random_maps_fma random_maps_soa_fma)
  foreach(backend IN LISTS cuda_backends)
    loom_target_defaults(${app}_${backend})
    target_compile_options(${app}_${backend} PRIVATE ${fma_flags})
    set(strategies default atomic)
    if(backend STREQUAL "cuda_hier")
      list(APPEND strategies hier_atomic)
    endif()
    foreach(strategy IN LISTS strategies)
      set(name ${app}_${backend}.${strategy}_within_allowances)
      add_test(NAME ${name}
               COMMAND ${CMAKE_COMMAND} ${bounds_args}
                       -DEXE=$<TARGET_FILE:${app}_${backend}> -DEXPECT=within
                       -DIDENTICAL=${fused}
                       -DWORK=${CMAKE_CURRENT_BINARY_DIR}/runs/${app}_${backend}_${strategy}
                       -P ${within_bounds})
      set(env LOOM_VALIDATE_PLANS=1 LOOM_EMULATED_LEAK_CHECK=1)
      if(NOT strategy STREQUAL "default")
        list(APPEND env "LOOM_CUDA_STRATEGY=*=${strategy}")
      endif()
      set_tests_properties(${name} PROPERTIES TIMEOUT 60 ENVIRONMENT "${env}")
    endforeach()
  endforeach()
endforeach()

# The reference program itself with fused multiply-adds: its output
# differs from random_maps_ref's beyond 1e-12 relative (the test requires
# it: the difference the allowances are for), and stays within them.
if(LOOM_CPU_HAS_FMA)
  add_executable(random_maps_ref_fma ${random_dir}/random_maps.cpp)
  target_include_directories(random_maps_ref_fma PRIVATE ${random_dir})
  target_link_libraries(random_maps_ref_fma PRIVATE loom::runtime)
  target_compile_options(random_maps_ref_fma PRIVATE ${fma_flags})
  loom_target_defaults(random_maps_ref_fma)
  add_test(NAME random_maps_ref_fma.within_allowances
           COMMAND ${CMAKE_COMMAND} ${bounds_args}
                   -DEXE=$<TARGET_FILE:random_maps_ref_fma> -DEXPECT=within
                   -DIDENTICAL=0 -DCOMPARE=$<TARGET_FILE:compare_outputs>
                   -DTOL=1e-12 -DBEYOND_TOL=1
                   -DWORK=${CMAKE_CURRENT_BINARY_DIR}/runs/ref_fma
                   -P ${within_bounds})
  set_tests_properties(random_maps_ref_fma.within_allowances PROPERTIES
                       TIMEOUT 60)
endif()
