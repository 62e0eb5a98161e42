# loom-plan --digest: the same plan twice gives the same digest, a plan of
# another block size or staging a different one.
#   cmake -DEXE=loom-plan -P check_plan_digest.cmake
function(digests out)
  execute_process(COMMAND ${EXE} --mesh-size 8x6 --loop res_calc --digest
                          --no-validate ${ARGN}
                  OUTPUT_VARIABLE text RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "loom-plan ${ARGN} exited with ${rc}")
  endif()
  string(REGEX MATCHALL "digest [a-z]+ [-0-9]+ [0-9a-f]+" lines "${text}")
  set(${out} "${lines}" PARENT_SCOPE)
endfunction()

digests(first --strategy all --block-size 16,64)
digests(again --strategy all --block-size 16,64)
list(LENGTH first n)
if(NOT n EQUAL 7) # global, and block, hierarchical, owner at 16 and 64
  message(FATAL_ERROR "expected 7 digest lines, got ${n}: ${first}")
endif()
if(NOT first STREQUAL again)
  message(FATAL_ERROR "digests differ between two runs:\n${first}\n${again}")
endif()
digests(h16 --strategy hierarchical --block-size 16)
digests(h64 --strategy hierarchical --block-size 64)
digests(w16 --strategy hierarchical --block-size 16 --staging written)
if(h16 STREQUAL h64 OR h16 STREQUAL w16)
  message(FATAL_ERROR "different plans, one digest: ${h16} ${h64} ${w16}")
endif()
