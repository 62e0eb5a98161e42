# loom_add_subdirectories(<dir>...): add each listed subdirectory that has a
# CMakeLists.txt, so that a module can be built before its siblings exist.
function(loom_add_subdirectories)
  foreach(dir IN LISTS ARGN)
    if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${dir}/CMakeLists.txt)
      add_subdirectory(${dir})
    endif()
  endforeach()
endfunction()
