# Install rules: `cmake --install <build> --prefix <dir>` gives a Loom that
# applications use with find_package(Loom) (targets Loom::loomc,
# Loom::runtime; the function loom_add_application).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(LOOM_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/Loom)
set(LOOM_INSTALL_INCLUDEDIR ${CMAKE_INSTALL_INCLUDEDIR})

set_target_properties(loom_runtime PROPERTIES EXPORT_NAME runtime)
set(loom_exported loom_runtime loom_fileio loom_core loom_plan loom_io loom_airfoil_mesh
    loom_reorder loom_distributed loom_warnings)
set(LOOM_WITH_MPI OFF)
if(TARGET loom_backends_mpi)
  set(LOOM_WITH_MPI ON)
endif()
# The CUDA emulation layer: what an installed Loom's cuda_global programs
# are compiled against (Loom::cuda_emulation, docs/cuda.md).
if(TARGET loom_cuda_emulation)
  set_target_properties(loom_cuda_emulation PROPERTIES
                        EXPORT_NAME cuda_emulation)
  list(APPEND loom_exported loom_cuda_emulation)
endif()
set(LOOM_WITH_HDF5 OFF)
if(TARGET loom_hdf5)
  set_target_properties(loom_hdf5 PROPERTIES EXPORT_NAME hdf5)
  list(APPEND loom_exported loom_hdf5)
  set(LOOM_WITH_HDF5 ON)
endif()
# The backends' runtime targets (runtime/backends/<name>), exported as
# Loom::backends_<name>.
get_property(runtime_backends GLOBAL PROPERTY LOOM_RUNTIME_BACKENDS)
foreach(target IN LISTS runtime_backends)
  string(REPLACE "loom_" "" export_name ${target})
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${export_name})
  list(APPEND loom_exported ${target})
endforeach()
if(TARGET loomc)
  list(APPEND loom_exported loomc)
endif()

install(TARGETS ${loom_exported}
        EXPORT LoomTargets
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
# The tools (tools/; loom-report installs itself, a script). loom-mesh is
# built only with HDF5. They keep the run path they are built with (HDF5's
# directory for those linking it): rewriting it at install fails when the
# linker has dropped the padding CMake leaves for the change.
foreach(tool loom-plan loom-mesh loom-reorder)
  if(TARGET ${tool})
    set_target_properties(${tool} PROPERTIES BUILD_WITH_INSTALL_RPATH ON
                                             INSTALL_RPATH_USE_LINK_PATH ON)
    install(TARGETS ${tool} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  endif()
endforeach()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/runtime/include/
        DESTINATION ${LOOM_INSTALL_INCLUDEDIR})
install(EXPORT LoomTargets NAMESPACE Loom:: DESTINATION ${LOOM_INSTALL_CMAKEDIR})

configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/LoomConfig.cmake.in
  ${PROJECT_BINARY_DIR}/LoomConfig.cmake
  INSTALL_DESTINATION ${LOOM_INSTALL_CMAKEDIR}
  PATH_VARS LOOM_INSTALL_INCLUDEDIR)
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/LoomConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/LoomConfig.cmake
              ${PROJECT_BINARY_DIR}/LoomConfigVersion.cmake
              ${PROJECT_SOURCE_DIR}/cmake/LoomApplication.cmake
              ${PROJECT_SOURCE_DIR}/cmake/LoomBackends.cmake
              ${PROJECT_SOURCE_DIR}/cmake/LoomCudaDevice.cmake
        DESTINATION ${LOOM_INSTALL_CMAKEDIR})
