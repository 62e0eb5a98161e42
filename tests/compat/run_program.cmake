# Runs one ported OP2 program three ways and compares the outputs:
#   REF  header-only reference build (op_seq.h)
#   SEQ  loomc seq backend: output must equal REF byte for byte
#   OMP  loomc openmp backend with 1 and 2 threads: within TOL of REF
# Each run must exit 0 (the programs check their own reference answers).
# -DREF= -DSEQ= -DOMP= -DCOMPARE= -DWORK= -DTOL= [-DARGS=a,b]
string(REPLACE "," ";" args "${ARGS}")
file(MAKE_DIRECTORY "${WORK}")

function(run_one label exe threads)
  set(ENV{OMP_NUM_THREADS} ${threads})
  # Small blocks, so that the openmp runs of these small meshes use many
  # blocks and colours and combine several reduction partials.
  set(ENV{LOOM_BLOCK_SIZE} 8)
  execute_process(COMMAND "${exe}" ${args}
                  WORKING_DIRECTORY "${WORK}"
                  OUTPUT_FILE "${WORK}/${label}.out"
                  ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    file(READ "${WORK}/${label}.out" out)
    message(FATAL_ERROR "${label} (${exe}) failed with ${rc}:\n${out}\n${err}")
  endif()
endfunction()

run_one(ref "${REF}" 1)
run_one(seq "${SEQ}" 1)
run_one(omp1 "${OMP}" 1)
run_one(omp2 "${OMP}" 2)

file(READ "${WORK}/ref.out" ref_out)
file(READ "${WORK}/seq.out" seq_out)
if(NOT ref_out STREQUAL seq_out)
  execute_process(COMMAND "${COMPARE}" "${WORK}/ref.out" "${WORK}/seq.out" 0
                  OUTPUT_VARIABLE diff)
  message(FATAL_ERROR "seq output differs from the reference:\n${diff}")
endif()
string(LENGTH "${ref_out}" n)
if(n EQUAL 0)
  message(FATAL_ERROR "the reference printed nothing")
endif()
foreach(label omp1 omp2)
  execute_process(COMMAND "${COMPARE}" "${WORK}/ref.out" "${WORK}/${label}.out"
                          "${TOL}"
                  OUTPUT_VARIABLE diff RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${label} output differs from the reference:\n${diff}")
  endif()
endforeach()
message(STATUS "ref, seq, openmp(1), openmp(2) agree")
