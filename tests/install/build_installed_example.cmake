# cmake -DBUILD_DIR=... -DWORK_DIR=... -DEXAMPLE_DIR=... -DGENERATOR=...
#       -P build_installed_example.cmake
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    list(JOIN ARGN " " command)
    message(FATAL_ERROR "failed (${status}): ${command}\n${out}\n${err}")
  endif()
  # Results only: drop the timing table (it starts with its "loop" header).
  string(FIND "${out}" "\nloop " table)
  if(table GREATER -1)
    string(SUBSTRING "${out}" 0 ${table} out)
  endif()
  set(last_output "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)
set(build ${WORK_DIR}/build)
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
run(${CMAKE_COMMAND} -S ${EXAMPLE_DIR} -B ${build} -G ${GENERATOR}
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=${prefix})
run(${CMAKE_COMMAND} --build ${build})

# The translated builds must answer as the header-only one: seq bitwise,
# openmp identically for 1 and 2 threads.
run(${build}/first_app_ref)
set(ref "${last_output}")
run(${build}/first_app_seq)
if(NOT last_output STREQUAL ref)
  message(FATAL_ERROR "first_app_seq differs from first_app_ref:\n${last_output}\nvs\n${ref}")
endif()
set(ENV{OMP_NUM_THREADS} 1)
run(${build}/first_app_openmp)
set(one "${last_output}")
set(ENV{OMP_NUM_THREADS} 2)
run(${build}/first_app_openmp)
if(NOT last_output STREQUAL one)
  message(FATAL_ERROR "first_app_openmp differs between 1 and 2 threads:\n${one}\nvs\n${last_output}")
endif()
message(STATUS "installed Loom builds and runs first_app:\n${ref}")
