# Runs REFERENCE and EXE on MESH for 10 iterations, each saving its final
# p_q to an HDF5 file (--save-solution, op_fetch_data_hdf5_file), and
# compares what loom-mesh info says of the two files (extents and range).
foreach(which REFERENCE EXE)
  set(saved ${OUT_DIR}/saved_${NAME}_${which}.h5)
  execute_process(COMMAND ${${which}} ${MESH} --iterations 10
                          --save-solution ${saved}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${${which}} failed (exit ${rc}):\n${out}")
  endif()
  execute_process(COMMAND ${LOOM_MESH} info ${saved} RESULT_VARIABLE rc
                  OUTPUT_VARIABLE info_${which} ERROR_VARIABLE info_${which})
  # The first line names the file; the rest must not be empty.
  string(FIND "${info_${which}}" "\n" first_end)
  math(EXPR rest_begin "${first_end} + 1")
  string(SUBSTRING "${info_${which}}" ${rest_begin} -1 info_${which})
  if(first_end LESS 0 OR NOT info_${which} MATCHES "dat p_q")
    message(FATAL_ERROR "loom-mesh info ${saved} (exit ${rc}) does not "
                        "describe p_q:\n${info_${which}}")
  endif()
endforeach()
if(NOT info_EXE STREQUAL info_REFERENCE)
  message(FATAL_ERROR "${EXE}'s saved p_q differs from ${REFERENCE}'s:\n"
                      "${info_EXE}\nexpected:\n${info_REFERENCE}")
endif()
message(STATUS "${info_EXE}")
