# A program that uses a rejected OP2 call must fail to compile with a message
# naming the call. -DCXX= -DINCLUDE= -DSOURCE= -DEXPECTED=<text>
execute_process(COMMAND "${CXX}" -std=c++20 -fsyntax-only "-I${INCLUDE}"
                        "${SOURCE}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(rc EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled, but it uses a rejected call")
endif()
string(FIND "${out}${err}" "${EXPECTED}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the compiler's message does not contain "
                      "'${EXPECTED}':\n${out}${err}")
endif()
