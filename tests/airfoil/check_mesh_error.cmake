# Writes a malformed grid file, runs an Airfoil binary on it and checks that
# it exits with status 1 and prints the expected one-line FILE:LINE message.
# WORK_DIR is removed afterwards.
#
#   cmake -DEXE=<binary> -DWORK_DIR=<dir> -DCONTENT=<file text>
#         -DEXPECTED_LINE=<n> -DEXPECTED_TEXT=<substring> -P check_mesh_error.cmake
cmake_policy(VERSION 3.25)
file(MAKE_DIRECTORY ${WORK_DIR})
set(mesh ${WORK_DIR}/malformed_grid.dat)
string(REPLACE "|" "\n" text "${CONTENT}")
file(WRITE ${mesh} "${text}")
execute_process(COMMAND ${EXE} ${mesh}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(REMOVE_RECURSE ${WORK_DIR}) # leave nothing behind, pass or fail
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "expected exit status 1, got '${rc}'\nstdout:\n${out}\nstderr:\n${err}")
endif()
set(want "${mesh}:${EXPECTED_LINE}: ${EXPECTED_TEXT}")
string(FIND "${err}" "${want}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "stderr lacks '${want}':\n${err}")
endif()
message(STATUS "got: ${err}")
