# -DEXE=<program> -DENV=<VAR=value or empty> -DEXPECTED=<regex or empty>:
# with EXPECTED, the program must exit 1 and print exactly one stderr line
# matching it; without, it must exit 0 and print nothing on stderr.
if(ENV)
  set(command ${CMAKE_COMMAND} -E env ${ENV} ${EXE})
else()
  set(command ${EXE})
endif()
execute_process(COMMAND ${command} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(EXPECTED)
  if(NOT rc EQUAL 1)
    message(FATAL_ERROR "${EXE}: expected exit 1, got ${rc}:\n${err}")
  endif()
  if(NOT err MATCHES "^${EXPECTED}\n$")
    message(FATAL_ERROR "${EXE}: expected one line\n  ${EXPECTED}\ngot\n${err}")
  endif()
elseif(NOT rc EQUAL 0 OR NOT err STREQUAL "")
  message(FATAL_ERROR "${EXE}: expected a silent success, got ${rc}:\n${err}")
endif()
