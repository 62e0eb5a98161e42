# The backend table of a loomc: which backends it generates, the files it
# writes for each and the runtime target a program of that backend links.
# loomc prints it with --list-backends; in the Loom tree, where loomc is not
# built yet at configure time, the same table is read from the registry's
# .def file loomc is compiled from. Either way it ends up as properties of
# the loomc target, where loom_add_application reads it:
#   LOOM_BACKENDS            the names, in registry order
#   LOOM_BACKEND_<name>      "<main suffix>;<loops suffix>;<runtime target>"
include_guard(GLOBAL)

# loom_backend_table_from_def(<def file> <out var>): the LOOM_BACKEND lines
# of a registry .def file, in the format of `loomc --list-backends`.
function(loom_backend_table_from_def def out)
  file(STRINGS "${def}" entries REGEX "^LOOM_BACKEND\\(")
  set(q "\"([^\"]*)\"")
  set(table "")
  foreach(entry IN LISTS entries)
    if(NOT entry MATCHES
       "^LOOM_BACKEND\\(([A-Za-z0-9_]+), *${q}, *${q}, *${q}, *${q}, *${q}\\)$")
      message(FATAL_ERROR "${def}: malformed LOOM_BACKEND line: ${entry}")
    endif()
    string(APPEND table "${CMAKE_MATCH_1}  ${CMAKE_MATCH_2} ${CMAKE_MATCH_3} "
                        "${CMAKE_MATCH_5}  ${CMAKE_MATCH_6}\n")
  endforeach()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${def}")
  set(${out} "${table}" PARENT_SCOPE)
endfunction()

# loom_set_backend_table(<loomc target> <table>): record a table (the output
# of `loomc --list-backends`) on the loomc target.
function(loom_set_backend_table target table)
  string(REPLACE "\n" ";" lines "${table}")
  set(names)
  foreach(line IN LISTS lines)
    if(line STREQUAL "")
      continue()
    endif()
    if(NOT line MATCHES "^([A-Za-z0-9_]+) +([^ ]+) +([^ ]+) +([^ ]+)")
      message(FATAL_ERROR "unexpected backend table line: '${line}'")
    endif()
    list(APPEND names ${CMAKE_MATCH_1})
    set_property(TARGET ${target} PROPERTY LOOM_BACKEND_${CMAKE_MATCH_1}
                 "${CMAKE_MATCH_2};${CMAKE_MATCH_3};${CMAKE_MATCH_4}")
  endforeach()
  if(NOT names)
    message(FATAL_ERROR "${target}: empty backend table")
  endif()
  set_property(TARGET ${target} PROPERTY LOOM_BACKENDS "${names}")
endfunction()

# loom_query_backend_table(<imported loomc target>): run `loomc
# --list-backends` and record its table (an installed Loom).
function(loom_query_backend_table target)
  get_target_property(exe ${target} LOCATION)
  execute_process(COMMAND "${exe}" --list-backends
                  OUTPUT_VARIABLE table ERROR_VARIABLE err
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${exe} --list-backends failed (${rc}): ${err}")
  endif()
  loom_set_backend_table(${target} "${table}")
endfunction()
