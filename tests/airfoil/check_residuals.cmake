# Runs an Airfoil binary and checks the residual lines " ITER  RMS " it prints
# (OP2's " %d  %10.5e \n"). Reusable for every build of the app.
#
#   cmake -DEXE=<binary> [-DARGS=<a,b,...>] [-DEXPECTED=<ITER=RMS,ITER=RMS,...>]
#         [-DMIN_LINES=<n>] -P check_residuals.cmake
#
# EXPECTED: every listed iteration must be printed with exactly that RMS text
#   (e.g. "100=4.61788e-04"), and no other residual line may appear.
# Without EXPECTED: at least MIN_LINES residual lines (default 1), each a
#   finite positive number, and the last smaller than the first.
cmake_policy(VERSION 3.25)
if(NOT EXE)
  message(FATAL_ERROR "check_residuals: EXE not set")
endif()
# Commas separate list items (semicolons do not survive add_test).
string(REPLACE "," ";" ARGS "${ARGS}")
string(REPLACE "," ";" EXPECTED "${EXPECTED}")
execute_process(COMMAND ${EXE} ${ARGS}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "check_residuals: ${EXE} ${ARGS} exited with '${rc}'\nstdout:\n${out}\nstderr:\n${err}")
endif()

string(REGEX MATCHALL "(^|\n) [0-9]+  [^ \n]+ " lines "${out}")
set(got_iters "")
foreach(line IN LISTS lines)
  string(REGEX MATCH "([0-9]+)  ([^ \n]+)" _ "${line}")
  list(APPEND got_iters ${CMAKE_MATCH_1})
  set(got_${CMAKE_MATCH_1} "${CMAKE_MATCH_2}")
endforeach()

set(failures "")
if(DEFINED EXPECTED AND NOT EXPECTED STREQUAL "")
  set(want_iters "")
  foreach(entry IN LISTS EXPECTED)
    string(REPLACE "=" ";" pair "${entry}")
    list(GET pair 0 iter)
    list(GET pair 1 want)
    list(APPEND want_iters ${iter})
    if(NOT DEFINED got_${iter})
      string(APPEND failures "  iteration ${iter}: no residual printed (expected ${want})\n")
    elseif(NOT got_${iter} STREQUAL want)
      string(APPEND failures "  iteration ${iter}: got ${got_${iter}}, expected ${want}\n")
    else()
      message(STATUS "iteration ${iter}: ${want} ok")
    endif()
  endforeach()
  foreach(iter IN LISTS got_iters)
    if(NOT iter IN_LIST want_iters)
      string(APPEND failures "  unexpected residual line for iteration ${iter}: ${got_${iter}}\n")
    endif()
  endforeach()
else()
  if(NOT MIN_LINES)
    set(MIN_LINES 1)
  endif()
  list(LENGTH got_iters n)
  if(n LESS MIN_LINES)
    string(APPEND failures "  ${n} residual lines, expected at least ${MIN_LINES}\n")
  endif()
  set(first "")
  set(last "")
  foreach(iter IN LISTS got_iters)
    set(v "${got_${iter}}")
    # %10.5e of a finite positive number: d.ddddde[+-]dd
    if(NOT v MATCHES "^[1-9]\\.[0-9][0-9][0-9][0-9][0-9]e[-+][0-9][0-9]$")
      string(APPEND failures "  iteration ${iter}: residual '${v}' is not a finite positive number\n")
      continue()
    endif()
    message(STATUS "iteration ${iter}: ${v}")
    string(REGEX MATCH "^([0-9])\\.([0-9]+)e([-+][0-9]+)$" _ "${v}")
    # Comparable key: exponent then mantissa digits (all values < 10).
    math(EXPR key "(${CMAKE_MATCH_3} + 100) * 1000000 + ${CMAKE_MATCH_1}${CMAKE_MATCH_2}")
    if(first STREQUAL "")
      set(first ${key})
      set(first_value ${v})
    endif()
    set(last ${key})
  endforeach()
  if(NOT first STREQUAL "" AND n GREATER 1 AND NOT last LESS first)
    string(APPEND failures "  residual did not decrease: first ${first_value} last ${v}\n")
  endif()
endif()

if(failures)
  message(FATAL_ERROR "check_residuals: ${EXE} ${ARGS}\n${failures}stdout:\n${out}")
endif()
message(STATUS "check_residuals: all residuals ok")
