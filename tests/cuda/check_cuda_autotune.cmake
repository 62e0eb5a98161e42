# LOOM_AUTOTUNE=1 in a CUDA build of Airfoil (EXE, emulated), three runs
# against the reference build (REF) with a tuning file in WORK_DIR:
#   1. tunes: every loop in TUNED ("loop|default|form,form,...") tries each
#      of its forms (at least kMinRounds = 3 calls each) and is shown
#      "(tuned)"; the tuning file holds one entry per tuned loop, naming one
#      of its forms; the loops not in TUNED run one strategy, untuned;
#   2. re-checks: a loop whose saved choice is its default runs only that;
#      any other runs the default for kCheckRounds = 3 calls and the saved
#      choice for the rest (or, when it warns that the saved choice is now
#      slower, the other way round, and drops the entry): no other trials;
#   3. LOOM_CUDA_STRATEGY names res_calc with one of its forms other than
#      its saved one: res_calc runs only that, untuned, and its entry stays.
# Every run's rms history and final p_q must be the reference's (COMPARE,
# within 1e-12). Which strategy wins is not checked: emulated kernel times
# are the host's and noisy.
# -DREF= -DEXE= -DCOMPARE= -DWORK_DIR= "-DTUNED=..." "-DUNTUNED=loop;..."
# -DFAMILY= (cuda_global or cuda_hier: the keys' suffix)
cmake_minimum_required(VERSION 3.20) # IN_LIST, string(JSON)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(args --mesh-size 20x12 --iterations 30)
set(tuning ${WORK_DIR}/tuning.json)
execute_process(COMMAND ${REF} ${args} --save-solution ${WORK_DIR}/ref.bin
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the reference run failed (${rc}):\n${out}${err}")
endif()
string(REGEX MATCHALL "\n *[0-9]+ +[0-9.e+-]+ *" rms_ref "${out}")

# Runs EXE with LOOM_AUTOTUNE=1 and the extra environment in ARGN; sets
# `out`, `err` and `doc` (the loop report) in the caller.
function(tuned_run label)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env LOOM_AUTOTUNE=1
                          LOOM_TUNING_FILE=${tuning} LOOM_VALIDATE_PLANS=1
                          LOOM_REPORT=${WORK_DIR}/${label}.json ${ARGN}
                          ${EXE} ${args}
                          --save-solution ${WORK_DIR}/${label}.bin
                  RESULT_VARIABLE rc OUTPUT_VARIABLE run_out
                  ERROR_VARIABLE run_err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${label} run failed (${rc}):\n${run_out}${run_err}")
  endif()
  string(REGEX MATCHALL "\n *[0-9]+ +[0-9.e+-]+ *" rms "${run_out}")
  if(NOT rms STREQUAL rms_ref)
    message(FATAL_ERROR "${label} run: rms history differs:\nreference:"
            "${rms_ref}\ntuned:${rms}")
  endif()
  execute_process(COMMAND ${COMPARE} ${WORK_DIR}/ref.bin
                          ${WORK_DIR}/${label}.bin 1e-12
                  RESULT_VARIABLE rc OUTPUT_VARIABLE diff)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${label} run: p_q differs from the reference: ${diff}")
  endif()
  file(READ ${WORK_DIR}/${label}.json report)
  set(out "${run_out}" PARENT_SCOPE)
  set(err "${run_err}" PARENT_SCOPE)
  set(doc "${report}" PARENT_SCOPE)
endfunction()

# The choice for `loop` (one entry "loop@meshhash@cuda_...") in the tuning file
# `path`, or "".
function(saved_choice path loop var)
  set(${var} "" PARENT_SCOPE)
  if(EXISTS ${path})
    file(READ ${path} saved)
    string(JSON n LENGTH "${saved}")
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON key MEMBER "${saved}" ${i})
      if(key MATCHES "^${loop}@[0-9a-f]+@${FAMILY}$")
        string(JSON value GET "${saved}" ${key})
        set(${var} "${value}" PARENT_SCOPE)
      endif()
    endforeach()
  endif()
endfunction()

# The calls of `loop` per strategy in the report: "strategy=calls;...".
function(calls_of loop var)
  string(JSON n LENGTH "${doc}" loops ${loop} strategies)
  math(EXPR last "${n} - 1")
  set(list)
  foreach(i RANGE ${last})
    string(JSON name MEMBER "${doc}" loops ${loop} strategies ${i})
    string(JSON calls GET "${doc}" loops ${loop} strategies ${name} calls)
    list(APPEND list "${name}=${calls}")
  endforeach()
  set(${var} "${list}" PARENT_SCOPE)
endfunction()

# 1. Tuning.
tuned_run(first)
file(READ ${tuning} saved)
configure_file(${tuning} ${WORK_DIR}/first_tuning.json COPYONLY)
string(JSON nsaved LENGTH "${saved}")
list(LENGTH TUNED ntuned)
if(NOT nsaved EQUAL ntuned)
  message(FATAL_ERROR "the tuning file holds ${nsaved} entries, not "
          "${ntuned}:\n${saved}")
endif()
foreach(entry IN LISTS TUNED)
  string(REPLACE "|" ";" entry "${entry}")
  list(GET entry 0 loop)
  list(GET entry 1 by_default)
  list(GET entry 2 forms)
  string(REPLACE "," ";" forms "${forms}")
  saved_choice(${tuning} ${loop} choice)
  if(NOT choice IN_LIST forms)
    message(FATAL_ERROR "${loop}: saved '${choice}', not one of its forms "
            "(${forms}):\n${saved}")
  endif()
  string(JSON shown GET "${doc}" loops ${loop} strategy)
  string(JSON got_default GET "${doc}" loops ${loop} default)
  if(NOT shown STREQUAL "${choice} (tuned)" OR
     NOT got_default STREQUAL by_default)
    message(FATAL_ERROR "${loop}: shown '${shown}' (default "
            "'${got_default}'), expected '${choice} (tuned)' (default "
            "${by_default}):\n${doc}")
  endif()
  calls_of(${loop} calls)
  foreach(form IN LISTS forms)
    string(JSON n ERROR_VARIABLE missing GET "${doc}" loops ${loop}
           strategies ${form} calls)
    if(missing OR n LESS 3)
      message(FATAL_ERROR "${loop}: ${form} tried in ${n} calls, not at "
              "least 3 (${calls})")
    endif()
  endforeach()
  if(NOT out MATCHES "\n${loop} [^\n]* ${choice} \\(tuned\\)\n")
    message(FATAL_ERROR "${loop}: not '${choice} (tuned)' in the timing "
            "table:\n${out}")
  endif()
endforeach()
foreach(loop IN LISTS UNTUNED)
  calls_of(${loop} calls)
  string(JSON shown GET "${doc}" loops ${loop} strategy)
  list(LENGTH calls n)
  if(NOT n EQUAL 1 OR shown MATCHES "tun|trying")
    message(FATAL_ERROR "${loop} was tuned (${shown}: ${calls})")
  endif()
endforeach()

# 2. The saved choices re-checked, not tuned again.
tuned_run(second)
foreach(entry IN LISTS TUNED)
  string(REPLACE "|" ";" entry "${entry}")
  list(GET entry 0 loop)
  list(GET entry 1 by_default)
  saved_choice(${WORK_DIR}/first_tuning.json ${loop} choice)
  saved_choice(${tuning} ${loop} now) # after the second run
  calls_of(${loop} calls)
  if(choice STREQUAL by_default)
    set(expected "${choice}=60")
  elseif(err MATCHES "loop '${loop}': the tuned ${choice} saved in")
    set(expected "${by_default}=57;${choice}=3")
    if(NOT now STREQUAL "")
      message(FATAL_ERROR "${loop}: the slower saved choice was not dropped")
    endif()
  else()
    set(expected "${by_default}=3;${choice}=57")
  endif()
  list(SORT expected)
  list(SORT calls)
  if(NOT calls STREQUAL expected)
    message(FATAL_ERROR "second run, ${loop} (saved ${choice}, default "
            "${by_default}): calls ${calls}, expected ${expected}:\n${err}")
  endif()
endforeach()

# 3. LOOM_CUDA_STRATEGY overrides the saved choice for res_calc.
saved_choice(${tuning} res_calc before)
foreach(entry IN LISTS TUNED)
  if(entry MATCHES "^res_calc\\|[a-z_]+\\|(.*)$")
    string(REPLACE "," ";" forms "${CMAKE_MATCH_1}")
  endif()
endforeach()
list(REMOVE_ITEM forms "${before}")
list(GET forms 0 named)
tuned_run(third LOOM_CUDA_STRATEGY=res_calc=${named})
calls_of(res_calc calls)
string(JSON shown GET "${doc}" loops res_calc strategy)
saved_choice(${tuning} res_calc after)
if(NOT calls STREQUAL "${named}=60" OR NOT shown STREQUAL named OR
   NOT after STREQUAL before)
  message(FATAL_ERROR "LOOM_CUDA_STRATEGY=res_calc=${named}: res_calc ran "
          "${calls}, shown '${shown}', its saved choice '${before}' became "
          "'${after}'")
endif()
file(REMOVE_RECURSE ${WORK_DIR})
