# Runs the random-maps reference build and another build or evaluation of
# the same program, and compares their outputs value by value within the
# allowances random_maps_bounds derives (compare_within_bounds).
# -DREF= -DEXE= [-DEXE_ARGS=a;b] -DBOUNDS= -DCHECK= -DWORK=
# -DEXPECT=within|outside: the comparison must pass, or must find every
#   line outside its allowances (a negative test: the check can fail);
# [-DCOMPARE= -DTOL=]: also print whether the outputs agree within TOL
#   relative per line (compare_outputs), and with -DBEYOND_TOL=1 require
#   that they do not (the rounding difference the allowances are for);
# [-DIDENTICAL=1]: the outputs must be identical; [-DIDENTICAL=0]: they
#   must not be (the build under test did round differently, so a pass
#   is not vacuous).
file(MAKE_DIRECTORY "${WORK}")
set(ref_command "${REF}")
set(exe_command "${EXE}" ${EXE_ARGS})
set(bounds_command "${BOUNDS}")
foreach(label ref exe bounds)
  execute_process(COMMAND ${${label}_command} WORKING_DIRECTORY "${WORK}"
                  OUTPUT_FILE "${WORK}/${label}.out" ERROR_VARIABLE err
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${label} (${${label}_command}) failed with ${rc}:\n"
                        "${err}")
  endif()
endforeach()
if(NOT "${IDENTICAL}" STREQUAL "")
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files
                          "${WORK}/ref.out" "${WORK}/exe.out"
                  RESULT_VARIABLE differ)
  if(IDENTICAL AND differ)
    message(FATAL_ERROR "${EXE} does not print the reference's output bit "
                        "for bit")
  elseif(NOT IDENTICAL AND NOT differ)
    message(FATAL_ERROR "${EXE} printed exactly the reference's output: it "
                        "rounds as the reference does, so the check below "
                        "would prove nothing")
  endif()
endif()
if(COMPARE)
  execute_process(COMMAND "${COMPARE}" "${WORK}/ref.out" "${WORK}/exe.out"
                          "${TOL}"
                  OUTPUT_VARIABLE diff RESULT_VARIABLE tol_rc)
  if(NOT tol_rc MATCHES "^[01]$")
    message(FATAL_ERROR "compare_outputs could not compare: ${tol_rc}")
  elseif(tol_rc EQUAL 0)
    message(STATUS "within ${TOL} relative per line of the reference")
    if(BEYOND_TOL)
      message(FATAL_ERROR "expected a difference beyond ${TOL}, found none")
    endif()
  else()
    message(STATUS "beyond ${TOL} relative of the reference:\n${diff}")
  endif()
endif()
execute_process(COMMAND "${CHECK}" "${WORK}/ref.out" "${WORK}/exe.out"
                        "${WORK}/bounds.out"
                OUTPUT_VARIABLE verdict ERROR_VARIABLE err RESULT_VARIABLE rc)
message(STATUS "${verdict}${err}")
if(EXPECT STREQUAL "within" AND NOT rc EQUAL 0)
  message(FATAL_ERROR "values outside their allowances")
elseif(EXPECT STREQUAL "outside")
  string(REGEX MATCH "DIFFERS: ([0-9]+) of ([0-9]+) lines" found "${verdict}")
  if(NOT rc EQUAL 1 OR NOT found OR NOT CMAKE_MATCH_1 EQUAL CMAKE_MATCH_2)
    message(FATAL_ERROR "every line holds a value moved beyond its "
                        "allowance, but the check did not find them all")
  endif()
elseif(NOT EXPECT MATCHES "^(within|outside)$")
  message(FATAL_ERROR "EXPECT='${EXPECT}': expected within or outside")
endif()
