# Mutation test: Airfoil's generated cuda_global code with res_calc's plan
# replaced by one colour holding every edge (cells written by two edges of
# one launch, without atomics) must be stopped by the emulation's race detector: exit 1 with
# one "loom: error:" line naming the loop, the kernel and a race.
# -DGENERATED=<dir of airfoil_cuda_global_*> -DWORK= -DCXX= -DFLAGS=a;b
# -DOBJECTS=a;b (airfoil_setup.cpp, libraries)
file(MAKE_DIRECTORY "${WORK}")
file(READ "${GENERATED}/airfoil_cuda_global_kernels.cuh" kernels)
set(plan_call ": loom::cuda::globalPlan(name, set, args, 8);")
string(FIND "${kernels}" "${plan_call}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "res_calc's plan call not found in the generated code")
endif()
string(REPLACE "${plan_call}"
       ": loom::cuda::uncolouredPlan(set); // MUTATION: one colour"
       kernels "${kernels}")
file(WRITE "${WORK}/airfoil_cuda_global_kernels.cuh" "${kernels}")
file(COPY "${GENERATED}/airfoil_cuda_global_loom.cu" DESTINATION "${WORK}")
execute_process(COMMAND "${CXX}" ${FLAGS} -I${WORK} -x c++
                        "${WORK}/airfoil_cuda_global_loom.cu" -x none
                        ${OBJECTS} -o "${WORK}/airfoil_mutated"
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the mutated code does not compile:\n${err}")
endif()
# The colouring runs only under the global strategy (res_calc's default is
# atomic).
set(ENV{LOOM_CUDA_STRATEGY} "res_calc=global")
execute_process(COMMAND "${WORK}/airfoil_mutated" --mesh-size 20x12
                        --iterations 1
                OUTPUT_QUIET ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 1 OR NOT err MATCHES
   "loom: error: loop 'res_calc': kernel loom_kernel_res_calc: .*race")
  message(FATAL_ERROR "the wrong colouring was not reported (exit ${rc}):\n${err}")
endif()
message(STATUS "caught: ${err}")
