# A program that uses a rejected OP2 call must fail to compile with exactly
# one error, and its message must hold every '&&'-separated part of
# EXPECTED. With -DAT_CALL=ON the error must also be reported at the user's
# call (the source file), not in Loom's headers.
# -DCXX= -DINCLUDE= -DSOURCE= -DEXPECTED=<text> [-DAT_CALL=ON]
execute_process(COMMAND "${CXX}" -std=c++20 -fsyntax-only "-I${INCLUDE}"
                        "${SOURCE}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(rc EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled, but it uses a rejected call")
endif()
set(all "${out}${err}")
# Semicolons in messages would split the list of error lines.
string(REPLACE ";" "," plain "${all}")
string(REPLACE "&&" ";" parts "${EXPECTED}")
foreach(part IN LISTS parts)
  string(FIND "${all}" "${part}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the compiler's message does not contain "
                        "'${part}':\n${all}")
  endif()
endforeach()
string(REGEX MATCHALL "[^\n]*error:[^\n]*" errors "${plain}")
list(LENGTH errors count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "expected exactly one error, got ${count}:\n${all}")
endif()
if(AT_CALL)
  get_filename_component(name "${SOURCE}" NAME)
  string(FIND "${errors}" "${name}:" at)
  if(NOT at EQUAL 0 AND NOT at GREATER 0)
    message(FATAL_ERROR "the error is not at the call in ${name}:\n${all}")
  endif()
  string(REGEX MATCH "^[^:]*" where "${errors}")
  get_filename_component(where "${where}" NAME)
  if(NOT where STREQUAL name)
    message(FATAL_ERROR "the error names ${where} first, not ${name}:\n${all}")
  endif()
endif()
