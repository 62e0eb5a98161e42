# Runs EXE (a CUDA build of Airfoil, emulated) on a tiny mesh with
# LOOM_REPORT and res_calc on the atomic strategy (LOOM_CUDA_STRATEGY), and
# checks the CUDA entries of the loop report: each loop's strategy and
# default (EXPECT: "loop|strategy|default|calls" items), its calls and
# kernel times (CUDA events) under that strategy, the shape of PLAN_LOOP's
# plan (PLAN_FIELDS all positive); the strategy column of the timing table;
# and loom-report (REPORT_TOOL, run with PYTHON) reading it with its kernel
# column. (LOOM_AUTOTUNE=1: check_cuda_autotune.cmake.)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(report ${WORK_DIR}/report.json)
execute_process(COMMAND ${CMAKE_COMMAND} -E env LOOM_REPORT=${report}
                        LOOM_CUDA_STRATEGY=res_calc=atomic
                        ${EXE} --mesh-size 8x4 --iterations 3
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the run failed (${rc}):\n${out}${err}")
endif()
file(READ ${report} doc)
foreach(entry IN LISTS EXPECT)
  string(REPLACE "|" ";" entry "${entry}")
  list(GET entry 0 loop)
  list(GET entry 1 strategy)
  list(GET entry 2 by_default)
  list(GET entry 3 calls)
  string(JSON got GET "${doc}" loops ${loop} strategy)
  string(JSON got_default GET "${doc}" loops ${loop} default)
  string(JSON got_calls GET "${doc}" loops ${loop} strategies ${strategy} calls)
  string(JSON kernels GET "${doc}" loops ${loop} strategies ${strategy}
         kernel_compared count)
  string(JSON kernel_ms GET "${doc}" loops ${loop} strategies ${strategy}
         kernel_compared median_ms)
  string(JSON nstrategies LENGTH "${doc}" loops ${loop} strategies)
  if(NOT got STREQUAL strategy OR NOT got_default STREQUAL by_default OR
     NOT got_calls EQUAL calls OR NOT kernels EQUAL calls OR
     NOT kernel_ms GREATER 0 OR NOT nstrategies EQUAL 1)
    message(FATAL_ERROR "${loop}: strategy '${got}' (default '${got_default}'"
            ", ${nstrategies} strategies), ${got_calls} calls, ${kernels} "
            "kernel times (median ${kernel_ms} ms); expected ${strategy} "
            "(default ${by_default}), ${calls} and ${calls}:\n${doc}")
  endif()
  # The timing table's strategy column.
  if(NOT out MATCHES "\n${loop} [^\n]* ${strategy}\n")
    message(FATAL_ERROR "${loop}: no '${strategy}' in the timing table:\n${out}")
  endif()
endforeach()
# The plan's shape (a hierarchical plan: block colours, thread colours,
# staged bytes).
string(REPLACE "|" ";" plan_loop "${PLAN_LOOP}")
foreach(field IN LISTS PLAN_FIELDS)
  string(JSON value GET "${doc}" loops ${plan_loop} plan ${field})
  if(NOT value GREATER 0)
    message(FATAL_ERROR "${PLAN_LOOP}: plan ${field} is ${value}:\n${doc}")
  endif()
endforeach()
execute_process(COMMAND ${PYTHON} ${REPORT_TOOL} ${report}
                RESULT_VARIABLE rc OUTPUT_VARIABLE table ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT table MATCHES "\nres_calc +atomic +6 +6 +[0-9.]+ +[0-9.]+ +[0-9.]+ ")
  message(FATAL_ERROR "loom-report (${rc}) on the CUDA report:\n${table}${err}")
endif()
file(REMOVE_RECURSE ${WORK_DIR})
