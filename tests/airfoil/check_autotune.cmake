# Runs EXE twice on MESH with LOOM_AUTOTUNE=1 and a tuning file in WORK_DIR
# (removed afterwards): the first run tunes and saves one choice per loop;
# the second starts from them; both print OP2's residuals. The first run's
# loop report (LOOM_REPORT) goes through REPORT_TOOL (loom-report, run with
# PYTHON): a table row per loop and strategy, and a PNG with --plot.
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(ENV{LOOM_AUTOTUNE} 1)
set(ENV{LOOM_TUNING_FILE} ${WORK_DIR}/tuning.json)
set(failure "")
foreach(run first second)
  if(run STREQUAL first)
    set(ENV{LOOM_REPORT} ${WORK_DIR}/report.json)
  else()
    unset(ENV{LOOM_REPORT})
  endif()
  execute_process(COMMAND ${EXE} ${MESH} --iterations 200
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    set(failure "${run} run failed (${rc}):\n${out}${err}")
    break()
  endif()
  if(NOT out MATCHES " 200  2\\.18375e-04")
    set(failure "${run} run: residual at 200 is not OP2's 2.18375e-04:\n${out}")
    break()
  endif()
  foreach(loop adt_calc bres_calc res_calc save_soln update)
    # The strategy column: "block:64 (tuned)", then how the elements ran.
    if(NOT out MATCHES "\n${loop} [^\n]* (block|global|owner):[0-9]+ \\(tuned\\)(, (simd|scalar))?\n")
      set(failure "${run} run: ${loop} was not tuned:\n${out}")
      break()
    endif()
  endforeach()
  if(run STREQUAL first)
    file(READ ${WORK_DIR}/tuning.json saved)
    string(REGEX MATCHALL "\"[a-z_]+@[0-9a-f]+\": \"(block|global|owner):[0-9]+\""
           entries "${saved}")
    list(LENGTH entries count)
    if(NOT count EQUAL 5)
      set(failure "tuning file holds ${count} choices, not 5:\n${saved}")
      break()
    endif()
    execute_process(COMMAND ${PYTHON} ${REPORT_TOOL} ${WORK_DIR}/report.json
                            --plot ${WORK_DIR}/report.png
                    RESULT_VARIABLE rc OUTPUT_VARIABLE table ERROR_VARIABLE err)
    string(REGEX MATCHALL "\n(adt_calc|bres_calc|res_calc|save_soln|update) +(block|global|owner):[0-9]+ "
           rows "${table}")
    list(LENGTH rows nrows)
    # 8 strategies per loop, and owner-computes for the two loops that only
    # increment through maps (res_calc, bres_calc).
    if(NOT rc EQUAL 0 OR NOT nrows EQUAL 42 OR NOT EXISTS ${WORK_DIR}/report.png)
      set(failure "loom-report (${rc}) gave ${nrows} rows, not 5 loops x 8 "
                  "strategies + 2 owner, or no plot:\n${table}${err}")
      break()
    endif()
    file(SIZE ${WORK_DIR}/report.png png_bytes)
    if(png_bytes LESS 10000)
      set(failure "the plot has only ${png_bytes} bytes")
      break()
    endif()
  endif()
endforeach()
file(REMOVE_RECURSE ${WORK_DIR})
if(failure)
  message(FATAL_ERROR "${failure}")
endif()
