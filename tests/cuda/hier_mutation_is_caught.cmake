# Mutation tests of cuda_hier: Airfoil's generated code with res_calc's
# kernel or launch loop broken must be stopped by the emulation's race
# detector: exit 1 with one "loom: error:" line naming the loop, the kernel
# and a race.
#   one_thread_colour: every thread of a block applies its increments to
#     shared memory in the first thread colour (two edges of one cell race);
#   no_barrier: the __syncthreads() after each thread colour removed;
#   one_block_colour: one launch of all blocks (two blocks add to one cell
#     of global memory).
# -DGENERATED=<dir of airfoil_cuda_hier_*> -DMUTATION= -DWORK= -DCXX=
# -DFLAGS=a;b -DOBJECTS=a;b (airfoil_setup.cpp, libraries)
file(MAKE_DIRECTORY "${WORK}")
file(READ "${GENERATED}/airfoil_cuda_hier_kernels.cuh" kernels)
# res_calc's kernel and loop function: from its kernel to bres_calc's.
string(FIND "${kernels}" "__global__ void loom_hier_kernel_res_calc(" begin)
string(FIND "${kernels}" "__global__ void loom_hier_kernel_bres_calc(" end)
if(begin EQUAL -1 OR end LESS begin)
  message(FATAL_ERROR "res_calc's kernel not found in the generated code")
endif()
math(EXPR length "${end} - ${begin}")
string(SUBSTRING "${kernels}" 0 ${begin} before)
string(SUBSTRING "${kernels}" ${begin} ${length} region)
string(SUBSTRING "${kernels}" ${end} -1 after)

if(MUTATION STREQUAL "one_thread_colour")
  set(from "active ? thread_colour[position] : -1;")
  set(to "active ? 0 : -1; // MUTATION")
elseif(MUTATION STREQUAL "no_barrier")
  set(from "\n    }\n    __syncthreads();\n  }")
  set(to "\n    }\n    // MUTATION: no barrier\n  }")
elseif(MUTATION STREQUAL "one_block_colour")
  set(from "const int launches = atomic_flush ? 1 : plan.plan.nblockColours;\n  for (int colour = 0; colour < launches; ++colour) {\n    const int first_block = atomic_flush ? 0 : plan.plan.colourOffset[colour];\n    const int blocks = atomic_flush")
  set(to "const int launches = 1; // MUTATION: all blocks in one launch, no atomics\n  for (int colour = 0; colour < launches; ++colour) {\n    const int first_block = 0;\n    const int blocks = true")
else()
  message(FATAL_ERROR "unknown MUTATION '${MUTATION}'")
endif()
string(FIND "${region}" "${from}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${MUTATION}: '${from}' not found in res_calc's code")
endif()
string(REPLACE "${from}" "${to}" region "${region}")
file(WRITE "${WORK}/airfoil_cuda_hier_kernels.cuh" "${before}${region}${after}")
file(COPY "${GENERATED}/airfoil_cuda_hier_loom.cu" DESTINATION "${WORK}")
execute_process(COMMAND "${CXX}" ${FLAGS} -I${WORK} -x c++
                        "${WORK}/airfoil_cuda_hier_loom.cu" -x none
                        ${OBJECTS} -o "${WORK}/airfoil_mutated"
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the mutated code does not compile:\n${err}")
endif()
# Small blocks: many blocks, and block colours that matter (the hier
# strategy: res_calc's default, hier_atomic, colours no blocks).
set(ENV{LOOM_CUDA_BLOCK_SIZE} 32)
set(ENV{LOOM_CUDA_STRATEGY} "res_calc=hier")
execute_process(COMMAND "${WORK}/airfoil_mutated" --mesh-size 20x12
                        --iterations 1
                OUTPUT_QUIET ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 1 OR NOT err MATCHES
   "loom: error: loop 'res_calc': kernel loom_hier_kernel_res_calc: .*race")
  message(FATAL_ERROR "${MUTATION} was not reported (exit ${rc}):\n${err}")
endif()
message(STATUS "caught: ${err}")
