# loom_add_application: build an OP2 application through loomc, one executable
# per backend.
#
#   loom_add_application(NAME <name>
#                        SOURCES <file>...
#                        BACKENDS <seq|openmp|cuda>...
#                        [INCLUDE_DIRS <dir>...]
#                        [LIBRARIES <lib>...])
#
# Every source that mentions op_par_loop is translated at build time:
#   loomc --backend <b> -o <bin>/loom/<name> <source>
#         -- -std=c++20 -I<runtime include> -I<source dir> -I<include dirs>...
# producing <bin>/loom/<name>/<stem>_<b>_loom.cpp (the rewritten source) and
# <stem>_<b>_loops.h (the generated loops it includes at its end). The command
# depends on loomc, the source and every *.h/*.hpp next to it, so editing a
# kernel header regenerates the code. Sources without op_par_loop are compiled
# as they are (CMake re-configures when one of them changes, in case a loop
# was added).
#
# Each backend gives an executable <name>_<backend> built from the rewritten
# sources, with the original sources' directories and INCLUDE_DIRS on the
# include path, linked to the Loom runtime and LIBRARIES (and OpenMP for
# openmp).
#
# Works in the Loom tree (targets loomc and loom::runtime) and from an
# installed Loom (find_package(Loom): Loom::loomc and Loom::runtime, with
# LOOM_RUNTIME_INCLUDE_DIR set by LoomConfig.cmake).
include_guard(GLOBAL)

set(_LOOM_APPLICATION_DIR "${CMAKE_CURRENT_LIST_DIR}")

# The backends loomc can generate. A package config may set this first.
if(NOT DEFINED LOOM_AVAILABLE_BACKENDS)
  set(LOOM_AVAILABLE_BACKENDS seq openmp)
endif()
# Every backend name Loom knows of, available in this build or not.
set(_LOOM_KNOWN_BACKENDS seq openmp cuda)

function(loom_add_application)
  cmake_parse_arguments(PARSE_ARGV 0 LA "" "NAME"
                        "SOURCES;BACKENDS;INCLUDE_DIRS;LIBRARIES")
  if(NOT LA_NAME)
    message(FATAL_ERROR "loom_add_application: NAME is required")
  endif()
  set(app "${LA_NAME}")
  if(LA_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "loom_add_application(${app}): unexpected arguments: "
                        "${LA_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT LA_SOURCES)
    message(FATAL_ERROR "loom_add_application(${app}): SOURCES is required")
  endif()
  if(NOT LA_BACKENDS)
    message(FATAL_ERROR "loom_add_application(${app}): BACKENDS is required "
                        "(any of: ${LOOM_AVAILABLE_BACKENDS})")
  endif()
  list(REMOVE_DUPLICATES LA_BACKENDS)
  foreach(backend IN LISTS LA_BACKENDS)
    if(NOT backend IN_LIST _LOOM_KNOWN_BACKENDS)
      message(FATAL_ERROR "loom_add_application(${app}): unknown backend "
                          "'${backend}' (known: ${_LOOM_KNOWN_BACKENDS})")
    endif()
    if(NOT backend IN_LIST LOOM_AVAILABLE_BACKENDS)
      message(FATAL_ERROR "loom_add_application(${app}): backend '${backend}' "
                          "is not available in this Loom build")
    endif()
  endforeach()

  # loomc, the runtime and its headers: in the Loom tree or installed.
  if(TARGET loomc)
    set(loomc_command "$<TARGET_FILE:loomc>")
    set(loomc_depend loomc)
  elseif(TARGET Loom::loomc)
    set(loomc_command "$<TARGET_FILE:Loom::loomc>")
    set(loomc_depend "$<TARGET_FILE:Loom::loomc>")
  else()
    message(FATAL_ERROR "loom_add_application(${app}): no loomc: build it in "
                        "the Loom tree (LOOM_BUILD_TRANSLATOR=ON) or "
                        "find_package(Loom)")
  endif()
  if(TARGET loom::runtime)
    set(runtime loom::runtime)
  elseif(TARGET Loom::runtime)
    set(runtime Loom::runtime)
  else()
    message(FATAL_ERROR "loom_add_application(${app}): no Loom runtime target "
                        "(loom::runtime or Loom::runtime)")
  endif()
  if(DEFINED LOOM_RUNTIME_INCLUDE_DIR)
    set(runtime_include "${LOOM_RUNTIME_INCLUDE_DIR}")
  else()
    get_filename_component(runtime_include
                           "${_LOOM_APPLICATION_DIR}/../runtime/include" ABSOLUTE)
  endif()
  if(NOT EXISTS "${runtime_include}/op_lib_cpp.h")
    message(FATAL_ERROR "loom_add_application(${app}): no op_lib_cpp.h in "
                        "${runtime_include} (set LOOM_RUNTIME_INCLUDE_DIR)")
  endif()
  if("openmp" IN_LIST LA_BACKENDS AND NOT TARGET OpenMP::OpenMP_CXX)
    find_package(OpenMP REQUIRED COMPONENTS CXX)
  endif()

  set(out_dir "${CMAKE_CURRENT_BINARY_DIR}/loom/${app}")
  set(include_flags "-I${runtime_include}")
  foreach(dir IN LISTS LA_INCLUDE_DIRS)
    get_filename_component(dir "${dir}" ABSOLUTE
                           BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND include_dirs "${dir}")
  endforeach()

  # Sort the sources: translated (they call op_par_loop) or compiled as is.
  set(translated)
  set(plain)
  set(source_dirs)
  set(stems)
  foreach(source IN LISTS LA_SOURCES)
    get_filename_component(source "${source}" ABSOLUTE
                           BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(NOT EXISTS "${source}")
      message(FATAL_ERROR "loom_add_application(${app}): no source ${source}")
    endif()
    get_filename_component(dir "${source}" DIRECTORY)
    list(APPEND source_dirs "${dir}")
    get_filename_component(ext "${source}" LAST_EXT)
    set(calls_loops FALSE)
    if(ext MATCHES "^\\.(cpp|cc|cxx|C|c\\+\\+)$")
      file(STRINGS "${source}" loop_lines REGEX "op_par_loop" LIMIT_COUNT 1)
      if(loop_lines)
        set(calls_loops TRUE)
      endif()
    endif()
    if(calls_loops)
      get_filename_component(stem "${source}" NAME_WLE)
      if(stem IN_LIST stems)
        message(FATAL_ERROR "loom_add_application(${app}): two sources named "
                            "${stem}.*; their generated files would clash")
      endif()
      list(APPEND stems "${stem}")
      list(APPEND translated "${source}")
    else()
      list(APPEND plain "${source}")
      set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${source}")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES source_dirs)
  if(NOT translated)
    message(WARNING "loom_add_application(${app}): no source calls "
                    "op_par_loop; the executables run OP2's reference loops")
  endif()

  foreach(backend IN LISTS LA_BACKENDS)
    set(generated)
    foreach(source IN LISTS translated)
      get_filename_component(stem "${source}" NAME_WLE)
      get_filename_component(dir "${source}" DIRECTORY)
      # Kernels live in headers next to the source: editing one regenerates.
      file(GLOB headers CONFIGURE_DEPENDS "${dir}/*.h" "${dir}/*.hpp")
      set(flags -std=c++20 ${include_flags} "-I${dir}")
      foreach(inc IN LISTS include_dirs)
        list(APPEND flags "-I${inc}")
      endforeach()
      set(rewritten "${out_dir}/${stem}_${backend}_loom.cpp")
      set(loops "${out_dir}/${stem}_${backend}_loops.h")
      add_custom_command(
        OUTPUT "${rewritten}" "${loops}"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${out_dir}"
        COMMAND ${loomc_command} --backend ${backend} -o "${out_dir}"
                "${source}" -- ${flags}
        DEPENDS ${loomc_depend} "${source}" ${headers}
        WORKING_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}"
        COMMENT "loomc (${backend}): translating ${stem} for ${app}"
        VERBATIM)
      list(APPEND generated "${rewritten}" "${loops}")
    endforeach()

    set(target "${app}_${backend}")
    add_executable(${target} ${generated} ${plain})
    target_include_directories(${target} PRIVATE "${out_dir}" ${source_dirs}
                                                 ${include_dirs})
    target_compile_features(${target} PRIVATE cxx_std_20)
    target_link_libraries(${target} PRIVATE ${runtime} ${LA_LIBRARIES})
    if(backend STREQUAL "openmp")
      target_link_libraries(${target} PRIVATE OpenMP::OpenMP_CXX)
    endif()
  endforeach()
endfunction()
