# Runs EXE with ARGS (a CMake list) and checks that it fails cleanly: exit
# status 1 (not a signal), exactly one line on stderr, starting with
# "loom: error: " and matching the regular expression EXPECTED.
execute_process(COMMAND ${EXE} ${ARGS} RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "expected exit status 1, got '${rc}'\n${out}${err}")
endif()
if(NOT err MATCHES "^loom: error: [^\n]*\n$")
  message(FATAL_ERROR "expected one line 'loom: error: ...', got:\n${err}")
endif()
if(NOT err MATCHES "${EXPECTED}")
  message(FATAL_ERROR "'${err}' does not match '${EXPECTED}'")
endif()
