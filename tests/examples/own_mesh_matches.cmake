# cmake -DEXE=... -DMESH=... -DOUTPUT=... -DREFERENCE=... -DCOMPARE=...
#       -DTOLERANCE=t -P own_mesh_matches.cmake
# Runs own_mesh on MESH for 100 steps, then compares its temperatures with
# REFERENCE (TOLERANCE 0: bitwise).
execute_process(COMMAND ${EXE} ${MESH} 100 ${OUTPUT} RESULT_VARIABLE status
                OUTPUT_QUIET)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${EXE} failed with status ${status}")
endif()
execute_process(COMMAND ${COMPARE} ${REFERENCE} ${OUTPUT} ${TOLERANCE}
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${OUTPUT} differs from ${REFERENCE}")
endif()
