# Runs a Volna build and checks the `final: key=value ...` line it prints.
#   -DEXE=<program> -DARGS=<a,b,...>      what to run (exit status must be 0)
#   -DMAX_ABS=<key:limit,...>             |value| <= limit
#   -DMIN=<key:limit,...>                 value >= limit
#   -DREFERENCE=<program> -DTOLERANCE=<t> also run REFERENCE with the same
#       arguments; every value must agree within relative tolerance t
#       (0: the two final lines must be identical)
#   -DEXE_ARGS=<a,b,...>                  more arguments for EXE only (not
#       REFERENCE), e.g. --reorder,rcm
#   -DCHECKER=<compare_numbers>
string(REPLACE "," ";" args "${ARGS}")
string(REPLACE "," ";" exe_args "${EXE_ARGS}")

function(run_final exe out_var)
  execute_process(COMMAND ${exe} ${args} ${ARGN} RESULT_VARIABLE status
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${exe} ${args} exited with ${status}:\n${out}${err}")
  endif()
  string(REGEX MATCH "final: [^\n]*" line "${out}")
  if(line STREQUAL "")
    message(FATAL_ERROR "${exe} printed no final line:\n${out}")
  endif()
  set(${out_var} "${line}" PARENT_SCOPE)
endfunction()

function(value_of line key out_var)
  string(REGEX MATCH " ${key}=([^ ]+)" m "${line}")
  if(m STREQUAL "")
    message(FATAL_ERROR "no ${key} in: ${line}")
  endif()
  set(${out_var} "${CMAKE_MATCH_1}" PARENT_SCOPE)
endfunction()

# CMake has no floating-point comparison: CHECKER (compare_numbers.cpp)
# evaluates each relation.
function(check_relation a op b what)
  execute_process(COMMAND ${CHECKER} ${a} ${op} ${b} RESULT_VARIABLE ok)
  if(NOT ok EQUAL 0)
    message(FATAL_ERROR "${what}: ${a} ${op} ${b} does not hold\n${line}")
  endif()
endfunction()

run_final(${EXE} line ${exe_args})
message(STATUS "${line}")

string(REPLACE "," ";" max_abs "${MAX_ABS}")
foreach(item IN LISTS max_abs)
  string(REPLACE ":" ";" kv "${item}")
  list(GET kv 0 key)
  list(GET kv 1 limit)
  value_of("${line}" ${key} v)
  check_relation(${v} abs_le ${limit} "${key}")
endforeach()

string(REPLACE "," ";" mins "${MIN}")
foreach(item IN LISTS mins)
  string(REPLACE ":" ";" kv "${item}")
  list(GET kv 0 key)
  list(GET kv 1 limit)
  value_of("${line}" ${key} v)
  check_relation(${v} ge ${limit} "${key}")
endforeach()

if(REFERENCE)
  run_final(${REFERENCE} ref)
  if(TOLERANCE EQUAL 0)
    if(NOT line STREQUAL ref)
      message(FATAL_ERROR "differs from the reference:\n  ${line}\n  ${ref}")
    endif()
  else()
    foreach(key steps time volume max_speed min_depth surface_range)
      value_of("${line}" ${key} v)
      value_of("${ref}" ${key} r)
      execute_process(COMMAND ${CHECKER} ${v} close ${r} ${TOLERANCE}
                      RESULT_VARIABLE ok)
      if(NOT ok EQUAL 0)
        message(FATAL_ERROR "${key} = ${v}, reference ${r} (relative "
                            "tolerance ${TOLERANCE})\n  ${line}\n  ${ref}")
      endif()
    endforeach()
  endif()
endif()
