# Runs EXE with ARGS (a CMake list) and checks that it succeeds and prints
# "check: ... ok" (tetfv's comparison with its plain C++ reference loop)
# and, when EXPECTED is given, that stdout matches that regular expression.
execute_process(COMMAND ${EXE} ${ARGS} RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "exit status '${rc}'\n${out}${err}")
endif()
if(NOT out MATCHES "\ncheck: max [^\n]*: ok\n")
  message(FATAL_ERROR "no successful check line in:\n${out}${err}")
endif()
if(DEFINED EXPECTED AND NOT out MATCHES "${EXPECTED}")
  message(FATAL_ERROR "output does not match '${EXPECTED}':\n${out}${err}")
endif()
message(STATUS "${out}")
