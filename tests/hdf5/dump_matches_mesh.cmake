# Runs RUN (comma-separated: the dumping program and its arguments, ending
# in the dump's path DUMP), converts DUMP to an ASCII grid with LOOM_MESH
# compares it with EXPECTED, byte for byte.
string(REPLACE "," ";" RUN "${RUN}")
execute_process(COMMAND ${RUN} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the dump failed (exit ${rc}):\n${out}")
endif()
execute_process(COMMAND ${LOOM_MESH} convert ${DUMP} ${DUMP}.dat
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "loom-mesh convert ${DUMP} failed (exit ${rc}):\n${out}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${DUMP}.dat
                        ${EXPECTED} RESULT_VARIABLE differ)
if(NOT differ EQUAL 0)
  message(FATAL_ERROR "${DUMP} does not hold the mesh of ${EXPECTED}")
endif()
