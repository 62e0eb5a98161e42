# Warning and sanitizer flags shared by every Loom target.
add_library(loom_warnings INTERFACE)
target_compile_options(loom_warnings INTERFACE -Wall -Wextra
  $<$<BOOL:${LOOM_WERROR}>:-Werror>)

if((LOOM_SANITIZE AND LOOM_TSAN) OR (LOOM_FUZZ AND LOOM_TSAN))
  message(FATAL_ERROR "LOOM_TSAN cannot be combined with LOOM_SANITIZE or "
                      "LOOM_FUZZ (ThreadSanitizer excludes AddressSanitizer)")
endif()
if((LOOM_FUZZ OR LOOM_TSAN) AND NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "LOOM_FUZZ and LOOM_TSAN need Clang (configure with "
                      "-DCMAKE_CXX_COMPILER=clang++-19 "
                      "-DCMAKE_C_COMPILER=clang-19)")
endif()

if(LOOM_SANITIZE OR LOOM_FUZZ)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
if(LOOM_FUZZ)
  # Coverage instrumentation everywhere; only the fuzz targets link
  # libFuzzer's main (-fsanitize=fuzzer, tests/fuzz/CMakeLists.txt).
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
if(LOOM_TSAN)
  include(LoomTsan)
endif()

# loom_target_defaults(<target>): warnings for code that Loom itself owns.
function(loom_target_defaults target)
  target_link_libraries(${target} PRIVATE loom_warnings)
endfunction()
