# Runs Airfoil's reference build and a CUDA build (emulated) with the same
# arguments: the rms lines must be equal and the final p_q within TOLERANCE.
# -DREF= -DEXE= -DARGS=a,b -DCOMPARE= -DWORK= -DTOLERANCE=
string(REPLACE "," ";" args "${ARGS}")
file(MAKE_DIRECTORY "${WORK}")
foreach(label ref cuda)
  if(label STREQUAL "ref")
    set(exe "${REF}")
  else()
    set(exe "${EXE}")
  endif()
  execute_process(COMMAND "${exe}" ${args} --save-solution "${WORK}/${label}.bin"
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${label} (${exe}) failed with ${rc}:\n${out}\n${err}")
  endif()
  string(REGEX MATCHALL "\n *[0-9]+ +[0-9.e+-]+ *" rms_${label} "${out}")
endforeach()
if(NOT rms_ref STREQUAL rms_cuda)
  message(FATAL_ERROR "rms history differs:\nreference:${rms_ref}\ncuda:${rms_cuda}")
endif()
execute_process(COMMAND "${COMPARE}" "${WORK}/ref.bin" "${WORK}/cuda.bin"
                        "${TOLERANCE}"
                OUTPUT_VARIABLE diff RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "p_q differs from the reference: ${diff}")
endif()
list(LENGTH rms_ref lines)
message(STATUS "rms history (${lines} lines) equal; p_q: ${diff}")
