# Warning and sanitizer flags shared by every Loom target.
add_library(loom_warnings INTERFACE)
target_compile_options(loom_warnings INTERFACE -Wall -Wextra
  $<$<BOOL:${LOOM_WERROR}>:-Werror>)

if(LOOM_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()

# loom_target_defaults(<target>): warnings for code that Loom itself owns.
function(loom_target_defaults target)
  target_link_libraries(${target} PRIVATE loom_warnings)
endfunction()
