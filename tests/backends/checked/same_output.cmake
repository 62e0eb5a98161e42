# -DREF=<exe> -DRUNS=<exe>,<exe>... -DGENERATED=<checked loops file>
# Every run must print exactly what the reference prints, and the checked
# backend's loops must really hold its checks.
execute_process(COMMAND "${REF}" OUTPUT_VARIABLE ref RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR ref STREQUAL "")
  message(FATAL_ERROR "reference ${REF} failed (${rc}) or printed nothing")
endif()
string(REPLACE "," ";" runs "${RUNS}")
foreach(exe IN LISTS runs)
  execute_process(COMMAND "${exe}" OUTPUT_VARIABLE out ERROR_VARIABLE err
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${exe} failed (${rc}): ${err}")
  endif()
  if(NOT out STREQUAL ref)
    message(FATAL_ERROR "${exe} printed\n${out}\ninstead of\n${ref}")
  endif()
endforeach()
file(READ "${GENERATED}" loops)
string(FIND "${loops}" "loom::checked::checkIndex(name, arg" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${GENERATED} holds no index check")
endif()
