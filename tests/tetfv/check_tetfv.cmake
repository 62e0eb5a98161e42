# Runs EXE with ARGS (a CMake list) and checks that it succeeds and prints
# "check: ... ok" (tetfv's comparison with its plain C++ reference loop).
execute_process(COMMAND ${EXE} ${ARGS} RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "exit status '${rc}'\n${out}${err}")
endif()
if(NOT out MATCHES "\ncheck: max [^\n]*: ok\n")
  message(FATAL_ERROR "no successful check line in:\n${out}${err}")
endif()
message(STATUS "${out}")
