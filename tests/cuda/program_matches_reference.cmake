# Runs a small OP2 program's reference build and its CUDA build (emulated):
# both exit 0 (the programs check their own answers) and print the same
# within TOL relative per value.
# -DREF= -DEXE= -DCOMPARE= -DWORK= -DTOL=
file(MAKE_DIRECTORY "${WORK}")
foreach(label ref cuda)
  if(label STREQUAL "ref")
    set(exe "${REF}")
  else()
    set(exe "${EXE}")
  endif()
  execute_process(COMMAND "${exe}" WORKING_DIRECTORY "${WORK}"
                  OUTPUT_FILE "${WORK}/${label}.out" ERROR_VARIABLE err
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    file(READ "${WORK}/${label}.out" out)
    message(FATAL_ERROR "${label} (${exe}) failed with ${rc}:\n${out}\n${err}")
  endif()
endforeach()
execute_process(COMMAND "${COMPARE}" "${WORK}/ref.out" "${WORK}/cuda.out"
                        "${TOL}"
                OUTPUT_VARIABLE diff RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the CUDA build's output differs from the reference:\n${diff}")
endif()
