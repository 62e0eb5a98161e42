# -DEXE=<translated program>: exits 0 and warns exactly once, naming the
# untranslated loop and where it is called.
execute_process(COMMAND "${EXE}" RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${EXE} failed (${rc}): ${out}${err}")
endif()
string(REGEX MATCHALL
       "loom: warning: untranslated_helper.cpp:11: op_par_loop 'twice' was not translated"
       hits "${err}")
list(LENGTH hits n)
if(NOT n EQUAL 1)
  message(FATAL_ERROR "expected one warning about 'twice', got:\n${err}")
endif()
if(err MATCHES "addOne")
  message(FATAL_ERROR "the translated loop was reported:\n${err}")
endif()
