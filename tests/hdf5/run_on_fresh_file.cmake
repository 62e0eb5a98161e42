# Removes FILE, then runs RUN (comma-separated: a program and its
# arguments); fails with the program's output unless it exits 0.
file(REMOVE ${FILE})
string(REPLACE "," ";" RUN "${RUN}")
execute_process(COMMAND ${RUN} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "exit ${rc}:\n${out}")
endif()
