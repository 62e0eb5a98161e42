# cmake -DEXE=... -DARGS=a,b,c -DOUTPUT=file -DREFERENCE=file
#       -DCOMPARE=compare_solutions -DTOLERANCE=t -P run_and_compare.cmake
# Runs EXE with ARGS plus --save-solution OUTPUT, then compares OUTPUT with
# REFERENCE (TOLERANCE 0: bitwise).
string(REPLACE "," ";" args "${ARGS}")
execute_process(COMMAND ${EXE} ${args} --save-solution ${OUTPUT}
                RESULT_VARIABLE status OUTPUT_QUIET)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${EXE} failed with status ${status}")
endif()
execute_process(COMMAND ${COMPARE} ${REFERENCE} ${OUTPUT} ${TOLERANCE}
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${OUTPUT} differs from ${REFERENCE}")
endif()
