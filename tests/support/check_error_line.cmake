# Runs a Loom program on hostile input and checks that it fails cleanly: exit
# status 1 (never a signal), exactly one line on stderr, "loom: error: ..."
# matching the regular expression EXPECTED. Leaves nothing behind.
#
#   cmake -DEXE=<program> -DARGS=<a;b;..> -DEXPECTED=<regex>
#         [-DWORK_DIR=<dir> [-DFILE_NAME=<name> -DCONTENT=<text, | = newline>]]
#         [-DENV=<NAME=VALUE;..>] [-DADDRESS_LIMIT=<bytes>]
#         -P check_error_line.cmake
#
# In ARGS and EXPECTED, @WORK@ stands for WORK_DIR (created empty, removed at
# the end, also when the check fails). With FILE_NAME, CONTENT is written to
# WORK_DIR/FILE_NAME first. ADDRESS_LIMIT runs the program under prlimit
# --as, so that an allocation beyond it fails (std::bad_alloc).
cmake_policy(VERSION 3.25)

function(cleanup)
  if(WORK_DIR)
    file(REMOVE_RECURSE "${WORK_DIR}")
  endif()
endfunction()

function(fail message)
  cleanup()
  message(FATAL_ERROR "${message}")
endfunction()

if(WORK_DIR)
  file(REMOVE_RECURSE "${WORK_DIR}")
  file(MAKE_DIRECTORY "${WORK_DIR}")
  string(REPLACE "@WORK@" "${WORK_DIR}" ARGS "${ARGS}")
  # In a regular expression the work dir must match literally.
  string(REGEX REPLACE "([][+.*?()^$|\\\\])" "\\\\\\1" work_regex
                       "${WORK_DIR}")
  string(REPLACE "@WORK@" "${work_regex}" EXPECTED "${EXPECTED}")
  if(FILE_NAME)
    string(REPLACE "|" "\n" text "${CONTENT}")
    file(WRITE "${WORK_DIR}/${FILE_NAME}" "${text}")
  endif()
endif()

set(launcher ${CMAKE_COMMAND} -E env ${ENV})
if(ADDRESS_LIMIT)
  find_program(PRLIMIT prlimit REQUIRED)
  list(APPEND launcher ${PRLIMIT} --as=${ADDRESS_LIMIT})
endif()
execute_process(COMMAND ${launcher} ${EXE} ${ARGS}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1)
  fail("expected exit status 1, got '${rc}'\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(NOT err MATCHES "^loom: error: [^\n]*\n$")
  fail("expected one line 'loom: error: ...' on stderr, got:\n${err}")
endif()
if(NOT err MATCHES "${EXPECTED}")
  fail("stderr does not match '${EXPECTED}':\n${err}")
endif()
cleanup()
message(STATUS "got: ${err}")
