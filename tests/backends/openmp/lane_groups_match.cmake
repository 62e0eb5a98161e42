# Runs lane_groups' reference build once and its openmp build with
# LOOM_SIMD=${SIMD}, 1 and 2 threads, the default blocks and blocks of 30
# elements (not a multiple of a SIMD group, so every block ends in the
# scalar loop): each within TOL of the reference, and 1 and 2 threads
# printing the same (the results do not depend on the thread count).
# -DREF= -DEXE= -DCOMPARE= -DWORK= -DTOL= -DSIMD=
file(MAKE_DIRECTORY "${WORK}")

function(run_one label exe)
  execute_process(COMMAND "${exe}" WORKING_DIRECTORY "${WORK}"
                  OUTPUT_FILE "${WORK}/${label}.out" ERROR_VARIABLE err
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    file(READ "${WORK}/${label}.out" out)
    message(FATAL_ERROR "${label} (${exe}) failed with ${rc}:\n${out}\n${err}")
  endif()
endfunction()

function(compare expected actual tol)
  execute_process(COMMAND "${COMPARE}" "${WORK}/${expected}.out"
                          "${WORK}/${actual}.out" ${tol}
                  OUTPUT_VARIABLE diff RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${actual} differs from ${expected}:\n${diff}")
  endif()
endfunction()

run_one(ref "${REF}")
file(SIZE "${WORK}/ref.out" size)
if(size EQUAL 0)
  message(FATAL_ERROR "the reference printed nothing")
endif()
set(ENV{LOOM_SIMD} ${SIMD})
set(ENV{LOOM_VALIDATE_PLANS} 1)
foreach(part default 30)
  if(part STREQUAL "default")
    unset(ENV{LOOM_PART_SIZE})
  else()
    set(ENV{LOOM_PART_SIZE} ${part})
  endif()
  foreach(threads 1 2)
    set(ENV{OMP_NUM_THREADS} ${threads})
    run_one(omp_${part}_${threads} "${EXE}")
    compare(ref omp_${part}_${threads} ${TOL})
  endforeach()
  compare(omp_${part}_1 omp_${part}_2 0)
endforeach()

set(ENV{LOOM_REPORT} "${WORK}/report.json")
run_one(report "${EXE}")
file(READ "${WORK}/report.json" report)
string(JSON mixed GET "${report}" loops mix_double element_loop)
string(JSON lengths GET "${report}" loops lengths element_loop)
string(JSON why GET "${report}" loops lengths no_simd_form)
if(SIMD STREQUAL "1")
  set(expected simd)
else()
  set(expected scalar)
endif()
if(NOT mixed STREQUAL expected OR NOT lengths STREQUAL "scalar" OR
   NOT why MATCHES "kernel 'lengths' uses parameter 'a3' at .* other than")
  message(FATAL_ERROR "loop report: mix_double ran '${mixed}' (expected "
                      "${expected}), lengths '${lengths}' because '${why}'")
endif()
string(JSON none ERROR_VARIABLE missing GET "${report}" loops mix_double
       no_simd_form)
if(NOT missing)
  message(FATAL_ERROR "loop report: mix_double has no_simd_form '${none}'")
endif()
