# loom_add_application: build an OP2 application through loomc, one executable
# per backend.
#
#   loom_add_application(NAME <name>
#                        SOURCES <file>...
#                        BACKENDS <backend>...
#                        [INCLUDE_DIRS <dir>...]
#                        [LIBRARIES <lib>...]
#                        [LOOMC <loomc target>]
#                        [SOA none|direct|all])
#
# BACKENDS are checked against the backend table of loomc (`loomc
# --list-backends`, see LoomBackends.cmake), which also gives each backend's
# file names and the runtime target its programs link.
#
# Every source that mentions op_par_loop is translated at build time:
#   loomc --backend <b> -o <bin>/loom/<name> --depfile <stem>_<b>.d <source>
#         -- <the target's -std, -D, -I and compile options>
# producing <bin>/loom/<name>/<stem>_<b>_loom.cpp (the rewritten source) and
# <stem>_<b>_loops.h (the generated loops it includes at its end). loomc sees
# the target's C++ standard (CXX_STANDARD, default 20), compile definitions,
# include directories and compile options, including those set on the
# target after this call and those of the libraries it links. The command
# depends on loomc, the source and every header the source includes (a
# depfile written by loomc), so editing a kernel header regenerates the code.
# Sources without op_par_loop are compiled as they are, once for all the
# backends: into the object library <name>_objects (the runtime's headers,
# the sources' directories, INCLUDE_DIRS and LIBRARIES' usage requirements;
# add their own settings to that target), whose objects every executable
# links. CMake re-configures when one of them changes, in case a loop was
# added.
#
# SOA (CUDA backends) chooses which dats get the struct-of-arrays device
# layout besides those whose type string says ":soa" (loomc --soa; default
# direct: dats every loop of the source reaches directly; all: OP2's
# OP_AUTO_SOA; docs/cuda.md).
#
# Each backend gives an executable <name>_<backend> built from the rewritten
# sources, with the original sources' directories and INCLUDE_DIRS on the
# include path, linked to the backend's runtime target and LIBRARIES.
#
# Works in the Loom tree (targets loomc and loom::backends_<name>) and from
# an installed Loom (find_package(Loom): Loom::loomc and
# Loom::backends_<name>, with LOOM_RUNTIME_INCLUDE_DIR set by
# LoomConfig.cmake).
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/LoomBackends.cmake")

set(_LOOM_APPLICATION_DIR "${CMAKE_CURRENT_LIST_DIR}")

function(loom_add_application)
  cmake_parse_arguments(PARSE_ARGV 0 LA "" "NAME;LOOMC;SOA"
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
  set(soa_option)
  if(DEFINED LA_SOA)
    if(NOT LA_SOA MATCHES "^(none|direct|all)$")
      message(FATAL_ERROR "loom_add_application(${app}): SOA ${LA_SOA}: "
                          "expected none, direct or all")
    endif()
    set(soa_option "--soa=${LA_SOA}")
  endif()

  # loomc and its backend table: in the Loom tree or installed.
  if(LA_LOOMC)
    set(loomc_target ${LA_LOOMC})
  elseif(TARGET loomc)
    set(loomc_target loomc)
  elseif(TARGET Loom::loomc)
    set(loomc_target Loom::loomc)
  else()
    message(FATAL_ERROR "loom_add_application(${app}): no loomc: build it in "
                        "the Loom tree (LOOM_BUILD_TRANSLATOR=ON) or "
                        "find_package(Loom)")
  endif()
  if(NOT TARGET ${loomc_target})
    message(FATAL_ERROR "loom_add_application(${app}): LOOMC ${loomc_target} "
                        "is not a target")
  endif()
  get_target_property(available ${loomc_target} LOOM_BACKENDS)
  if(NOT available)
    loom_query_backend_table(${loomc_target})
    get_target_property(available ${loomc_target} LOOM_BACKENDS)
  endif()
  if(NOT LA_BACKENDS)
    message(FATAL_ERROR "loom_add_application(${app}): BACKENDS is required "
                        "(any of: ${available})")
  endif()
  list(REMOVE_DUPLICATES LA_BACKENDS)
  foreach(backend IN LISTS LA_BACKENDS)
    if(NOT backend IN_LIST available)
      list(JOIN available ", " names)
      message(FATAL_ERROR "loom_add_application(${app}): unknown backend "
                          "'${backend}' (${loomc_target} generates: ${names})")
    endif()
  endforeach()
  set(loomc_command "$<TARGET_FILE:${loomc_target}>")
  get_target_property(loomc_imported ${loomc_target} IMPORTED)
  if(loomc_imported)
    set(loomc_depend "$<TARGET_FILE:${loomc_target}>")
  else()
    set(loomc_depend ${loomc_target})
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
  set(out_dir "${CMAKE_CURRENT_BINARY_DIR}/loom/${app}")
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

  # The sources without loops are the same for every backend: compiled
  # once, into the object library <name>_objects, against the runtime's
  # headers and LIBRARIES; settings for them go on that target.
  set(objects)
  if(plain)
    if(TARGET loom::runtime)
      set(common_runtime loom::runtime)
    else()
      set(common_runtime Loom::runtime)
    endif()
    add_library(${app}_objects OBJECT ${plain})
    target_include_directories(${app}_objects PRIVATE ${source_dirs}
                                                      ${include_dirs})
    target_compile_features(${app}_objects PRIVATE cxx_std_20)
    target_link_libraries(${app}_objects PRIVATE ${common_runtime}
                                                 ${LA_LIBRARIES})
    set(objects "$<TARGET_OBJECTS:${app}_objects>")
  endif()

  foreach(backend IN LISTS LA_BACKENDS)
    get_target_property(spec ${loomc_target} LOOM_BACKEND_${backend})
    list(GET spec 0 main_suffix)
    list(GET spec 1 loops_suffix)
    list(GET spec 2 runtime_target)
    if(TARGET loom::${runtime_target})
      set(runtime loom::${runtime_target})
    elseif(TARGET Loom::${runtime_target})
      set(runtime Loom::${runtime_target})
    else()
      message(FATAL_ERROR "loom_add_application(${app}): no runtime target "
                          "for backend ${backend} (loom::${runtime_target} or "
                          "Loom::${runtime_target})")
    endif()
    # loomc parses each source as the target compiles it: its C++ standard,
    # definitions, include directories and options (own and from what it
    # links) reach loomc through generator expressions, evaluated once the
    # whole project is configured.
    set(target "${app}_${backend}")
    set(prop "$<TARGET_PROPERTY:${target},")
    set(std "${prop}CXX_STANDARD>")
    set(defs "${prop}COMPILE_DEFINITIONS>")
    # The compiler's own directories (an imported target may name
    # /usr/include) stay out, as CMake keeps them out of compile lines.
    set(incs "$<FILTER:${prop}INCLUDE_DIRECTORIES>,EXCLUDE,^/usr(/local)?/include/?$>")
    set(flags
        "-std=c++$<IF:$<BOOL:${std}>,${std},20>"
        "$<$<BOOL:${defs}>:-D$<JOIN:${defs},$<SEMICOLON>-D>>"
        "-I${runtime_include}"
        "$<$<BOOL:${incs}>:-I$<JOIN:${incs},$<SEMICOLON>-I>>"
        "${prop}COMPILE_OPTIONS>"
        -Qunused-arguments)
    set(generated)
    foreach(source IN LISTS translated)
      get_filename_component(stem "${source}" NAME_WLE)
      set(rewritten "${out_dir}/${stem}_${backend}${main_suffix}")
      set(loops "${out_dir}/${stem}_${backend}${loops_suffix}")
      # loomc writes the headers the source includes to a depfile: editing
      # a kernel header re-runs it.
      set(depfile "${out_dir}/${stem}_${backend}.d")
      add_custom_command(
        OUTPUT "${rewritten}" "${loops}"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${out_dir}"
        COMMAND ${loomc_command} --backend ${backend} ${soa_option}
                -o "${out_dir}" --depfile "${depfile}" "${source}" -- ${flags}
        DEPENDS ${loomc_depend} "${source}"
        DEPFILE "${depfile}"
        WORKING_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}"
        COMMENT "loomc (${backend}): translating ${stem} for ${app}"
        COMMAND_EXPAND_LISTS
        VERBATIM)
      list(APPEND generated "${rewritten}" "${loops}")
    endforeach()

    add_executable(${target} ${generated} ${objects})
    target_include_directories(${target} PRIVATE "${out_dir}" ${source_dirs}
                                                 ${include_dirs})
    target_compile_features(${target} PRIVATE cxx_std_20)
    target_link_libraries(${target} PRIVATE ${runtime} ${LA_LIBRARIES})
    if(main_suffix MATCHES "\\.cu$")
      loom_use_cuda_emulation(${target})
      if(LOOM_CUDA_DEVICE)
        loom_add_cuda_device_executable(${target} "${out_dir}" "${generated}"
                                        "${objects}")
        target_include_directories(${target}_device PRIVATE "${out_dir}"
                                   ${source_dirs} ${include_dirs})
        target_link_libraries(${target}_device PRIVATE ${runtime}
                                                       ${LA_LIBRARIES})
      endif()
    endif()
  endforeach()
endfunction()

# With LOOM_CUDA_DEVICE: <target>_device, the same generated code compiled
# by nvcc for LOOM_CUDA_ARCHITECTURES and linked with the CUDA runtime, to
# run on a real GPU. A source file has one language per directory, so each
# rewritten .cu is copied to <stem>_device.cu for nvcc while the original
# stays C++ for the emulation build.
function(loom_add_cuda_device_executable target out_dir generated objects)
  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  if(NOT "CUDA" IN_LIST languages OR NOT TARGET CUDA::cudart_static)
    message(FATAL_ERROR "loom_add_application(${target}): LOOM_CUDA_DEVICE "
                        "is ON but CUDA is not enabled: set LOOM_CUDA_DEVICE "
                        "before find_package(Loom), which enables it")
  endif()
  set(sources)
  foreach(file IN LISTS generated)
    if(file MATCHES "\\.cu$")
      get_filename_component(stem "${file}" NAME_WLE)
      set(copy "${out_dir}/${stem}_device.cu")
      add_custom_command(OUTPUT "${copy}"
                         COMMAND "${CMAKE_COMMAND}" -E copy "${file}" "${copy}"
                         DEPENDS "${file}" VERBATIM)
      list(APPEND sources "${copy}")
    else()
      list(APPEND sources "${file}")
    endif()
  endforeach()
  add_executable(${target}_device ${sources} ${objects})
  target_compile_features(${target}_device PRIVATE cxx_std_20)
  set_target_properties(${target}_device PROPERTIES
                        CUDA_ARCHITECTURES "${LOOM_CUDA_ARCHITECTURES}"
                        CUDA_STANDARD 20)
  # Kernels may call the standard library's constexpr functions
  # (std::min, std::max, std::clamp), host functions to nvcc without this
  # flag; OP2's CUDA build passes it too.
  target_compile_options(${target}_device PRIVATE
                         $<$<COMPILE_LANGUAGE:CUDA>:--expt-relaxed-constexpr>)
  target_link_libraries(${target}_device PRIVATE CUDA::cudart_static)
endfunction()

# The CUDA backends' executables: each rewritten .cu is compiled by the C++
# compiler against Loom's CUDA emulation layer (loom/cuda/emulation.h, a test
# harness, not a performance path: docs/cuda.md), so that the generated code
# runs, race-checked, on machines without a GPU.
function(loom_use_cuda_emulation target)
  if(TARGET loom::cuda_emulation)
    set(emulation loom::cuda_emulation)
  else()
    set(emulation Loom::cuda_emulation)
  endif()
  get_target_property(sources ${target} SOURCES)
  foreach(source IN LISTS sources)
    if(source MATCHES "\\.cu$")
      set_source_files_properties("${source}" PROPERTIES LANGUAGE CXX)
    endif()
  endforeach()
  target_link_libraries(${target} PRIVATE ${emulation})
endfunction()
