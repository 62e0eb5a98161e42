# -DLOOMC=<exe> -DEXPECTED=<name,name...>: `loomc --list-backends` names
# exactly the expected backends, in order.
execute_process(COMMAND "${LOOMC}" --list-backends OUTPUT_VARIABLE table
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${LOOMC} --list-backends failed (${rc})")
endif()
string(REGEX MATCHALL "(^|\n)[A-Za-z0-9_]+" names "${table}")
string(REPLACE "\n" "" names "${names}")
string(REPLACE ";" "," names "${names}")
if(NOT names STREQUAL EXPECTED)
  message(FATAL_ERROR "${LOOMC} lists '${names}', expected '${EXPECTED}':\n${table}")
endif()
