# LOOM_TSAN: ThreadSanitizer with Clang and LLVM's libomp (docs/fuzzing.md).
# Every executable links the archer OMPT tool (libarcher_static.a, from
# Debian's libomp-19-dev), which tells ThreadSanitizer about OpenMP's
# synchronisation, and cmake/tsan_openmp_defaults.c, which makes
# ThreadSanitizer ignore libomp's own (uninstrumented) accesses. GCC's
# libgomp cannot be used: it is not instrumented and has no OMPT interface,
# so every barrier would look like a race.
include_guard(GLOBAL)

execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-resource-dir
                OUTPUT_VARIABLE _loom_resource_dir
                OUTPUT_STRIP_TRAILING_WHITESPACE)
# <llvm>/lib/clang/<version> -> <llvm>/lib
get_filename_component(_loom_llvm_lib "${_loom_resource_dir}/../.." ABSOLUTE)
find_library(LOOM_ARCHER_LIBRARY NAMES libarcher_static.a
             HINTS "${_loom_llvm_lib}" /usr/lib/llvm-19/lib)
if(NOT LOOM_ARCHER_LIBRARY)
  message(FATAL_ERROR "LOOM_TSAN: no libarcher_static.a next to "
                      "${CMAKE_CXX_COMPILER} (install libomp-19-dev)")
endif()

set(_loom_tsan_object "${CMAKE_BINARY_DIR}/loom_tsan_openmp_defaults.o")
execute_process(
  COMMAND ${CMAKE_C_COMPILER} -fsanitize=thread -O1 -c
          "${CMAKE_CURRENT_LIST_DIR}/tsan_openmp_defaults.c"
          -o "${_loom_tsan_object}"
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "LOOM_TSAN: cannot compile tsan_openmp_defaults.c: ${err}")
endif()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             "${CMAKE_CURRENT_LIST_DIR}/tsan_openmp_defaults.c")

add_compile_options(-fsanitize=thread -fno-omit-frame-pointer)
add_link_options(-fsanitize=thread "${_loom_tsan_object}"
                 -Wl,--undefined=ompt_start_tool "${LOOM_ARCHER_LIBRARY}")
