# Runs a Volna build with --output FOLDER on a centred dam break and checks
# the files with check_output.py; FOLDER is removed afterwards, also when a
# check fails.
file(REMOVE_RECURSE ${FOLDER})
file(MAKE_DIRECTORY ${FOLDER})
execute_process(COMMAND ${EXE} --problem dambreak --mesh-size 60x60
                        --end-time 0.1 --steps 100000 --report-every 20
                        --output ${FOLDER}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(rc EQUAL 0)
  execute_process(COMMAND ${PYTHON} ${CHECK} ${FOLDER} --radial-symmetry 0.1
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
endif()
file(REMOVE_RECURSE ${FOLDER})
message(STATUS "${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "failed (${rc}):\n${out}${err}")
endif()
