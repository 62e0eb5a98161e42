# Runs EXE with ARGS (comma-separated) and checks that it exits with status 1
# and that stderr matches EXPECTED (a regular expression; one line).
string(REPLACE "," ";" ARGS "${ARGS}")
execute_process(COMMAND ${EXE} ${ARGS}
                RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "expected exit status 1, got '${rc}':\n${err}")
endif()
if(NOT err MATCHES "${EXPECTED}")
  message(FATAL_ERROR "stderr does not match '${EXPECTED}':\n${err}")
endif()
