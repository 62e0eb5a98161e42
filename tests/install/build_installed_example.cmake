# Installs a Loom build into a scratch prefix, builds examples/first_app
# against it with find_package(Loom) for every backend, and runs each build
# against the header-only reference; then examples/own_mesh (a gmsh mesh)
# for its single-process backends.
#
# cmake -DBUILD_DIR=<Loom build> -DWORK_DIR=<scratch> -DEXAMPLE_DIR=<first_app>
#       -DOWN_MESH_DIR=<own_mesh> -DGENERATOR=<generator> -DBACKENDS=<b1,b2,...>
#       -DCOMPARE=<compare_solutions>
#       [-DMPIEXEC=<mpiexec>] [-DNVCC=<nvcc>] [-DLAUNCHER=<ccache>]
#       -P build_installed_example.cmake
#
# NVCC: also configure with LOOM_CUDA_DEVICE=ON and build the CUDA backends'
# _device executables (compiled and linked only: no GPU needed).
cmake_minimum_required(VERSION 3.25)
set(nnode 501)
set(steps 200)

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    list(JOIN ARGN " " command)
    message(FATAL_ERROR "failed (${status}): ${command}\n${out}\n${err}")
  endif()
  # Results only: drop the timing table (it starts with its "loop" header).
  string(FIND "${out}" "\nloop " table)
  if(table GREATER -1)
    string(SUBSTRING "${out}" 0 ${table} out)
  endif()
  set(last_output "${out}" PARENT_SCOPE)
endfunction()

# expect_same_u(<name> <tolerance>): <name>.bin against the reference's u,
# relative normwise (0: bitwise).
function(expect_same_u name tolerance)
  run(${COMPARE} ${work}/ref.bin ${work}/${name}.bin ${tolerance})
  message(STATUS "${name}: u within ${tolerance} of the reference")
endfunction()

# check_device_build(<backend>): the nvcc build runs on a GPU and matches
# the reference, or, on a machine without one, says so in one line.
function(check_device_build backend)
  set(exe ${build}/first_app_${backend}_device)
  if(NOT EXISTS ${exe})
    message(FATAL_ERROR "LOOM_CUDA_DEVICE=ON built no ${exe}")
  endif()
  execute_process(COMMAND ${exe} ${nnode} ${steps} ${work}/${backend}_device.bin
                  RESULT_VARIABLE status OUTPUT_QUIET ERROR_VARIABLE err)
  if(status EQUAL 0)
    expect_same_u(${backend}_device 1e-12)
  elseif(status EQUAL 1 AND err MATCHES
         "^loom: error: CUDA initialisation: no CUDA (driver|GPU)[^\n]*_device[^\n]*\n$")
    message(STATUS "${backend}_device: no GPU here, and it says so: ${err}")
  else()
    message(FATAL_ERROR "${exe} failed (${status}): ${err}")
  endif()
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)
set(build ${WORK_DIR}/build)
set(work ${WORK_DIR})
string(REPLACE "," ";" BACKENDS "${BACKENDS}")
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})

# Every tool is installed and starts; loom-report with the Python found
# when Loom was configured even where another python3 comes first on PATH.
set(fake_python ${work}/fake_python)
file(WRITE ${fake_python}/python3 "#!/bin/sh\necho 'not this python' >&2\nexit 3\n")
file(CHMOD ${fake_python}/python3 PERMISSIONS OWNER_READ OWNER_EXECUTE)
set(path "$ENV{PATH}")
set(ENV{PATH} "${fake_python}:${path}")
foreach(tool loomc loom-plan loom-mesh loom-reorder loom-report)
  if(NOT EXISTS ${prefix}/bin/${tool})
    message(FATAL_ERROR "${tool} is not installed in ${prefix}/bin")
  endif()
  run(${prefix}/bin/${tool} --help)
endforeach()
set(ENV{PATH} "${path}")

# The backend list through an initial cache (a -D argument would be split
# at its semicolons).
file(WRITE ${work}/backends.cmake
     "set(FIRST_APP_BACKENDS \"${BACKENDS}\" CACHE STRING \"\")\n")
set(options -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=${prefix}
            -C ${work}/backends.cmake)
if(LAUNCHER)
  list(APPEND options -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
endif()
set(cuda_device FALSE)
if(NVCC AND ("cuda_global" IN_LIST BACKENDS OR "cuda_hier" IN_LIST BACKENDS))
  set(cuda_device TRUE)
  # One architecture instead of the default 80;90: half the nvcc time.
  list(APPEND options -DLOOM_CUDA_DEVICE=ON -DCMAKE_CUDA_COMPILER=${NVCC}
       -DLOOM_CUDA_ARCHITECTURES=80)
endif()
run(${CMAKE_COMMAND} -S ${EXAMPLE_DIR} -B ${build} -G ${GENERATOR} ${options})
run(${CMAKE_COMMAND} --build ${build} --parallel 2)

# The header-only reference.
run(${build}/first_app_ref ${nnode} ${steps} ${work}/ref.bin)
set(ref "${last_output}")
if(NOT ref MATCHES "total heat")
  message(FATAL_ERROR "first_app_ref printed no results:\n${ref}")
endif()

foreach(backend IN LISTS BACKENDS)
  set(exe ${build}/first_app_${backend})
  if(backend STREQUAL "seq")
    # Every element in order: bitwise the reference.
    run(${exe} ${nnode} ${steps} ${work}/seq.bin)
    if(NOT last_output STREQUAL ref)
      message(FATAL_ERROR "first_app_seq differs from first_app_ref:\n"
                          "${last_output}\nvs\n${ref}")
    endif()
    expect_same_u(seq 0)
  elseif(backend STREQUAL "openmp")
    # The same answer for any number of threads.
    set(ENV{OMP_NUM_THREADS} 1)
    run(${exe} ${nnode} ${steps} ${work}/openmp_1.bin)
    set(one "${last_output}")
    set(ENV{OMP_NUM_THREADS} 2)
    run(${exe} ${nnode} ${steps} ${work}/openmp_2.bin)
    if(NOT last_output STREQUAL one)
      message(FATAL_ERROR "first_app_openmp differs between 1 and 2 threads:"
                          "\n${one}\nvs\n${last_output}")
    endif()
    expect_same_u(openmp_1 1e-12)
    run(${COMPARE} ${work}/openmp_1.bin ${work}/openmp_2.bin 0)
  elseif(backend MATCHES "^cuda_")
    # Emulated on the CPU (Loom's CUDA emulation layer).
    run(${exe} ${nnode} ${steps} ${work}/${backend}.bin)
    expect_same_u(${backend} 1e-12)
    if(cuda_device)
      check_device_build(${backend})
    endif()
  elseif(backend MATCHES "^mpi_")
    if(NOT MPIEXEC)
      message(FATAL_ERROR "${backend}: no mpiexec to run first_app_${backend}")
    endif()
    set(ENV{OMP_NUM_THREADS} 1)
    run(${MPIEXEC} -n 2 ${exe} ${nnode} ${steps} ${work}/${backend}.bin)
    expect_same_u(${backend} 1e-12)
  else()
    message(FATAL_ERROR "no check for backend ${backend}: add one here")
  endif()
endforeach()
message(STATUS "installed Loom builds and runs first_app for ${BACKENDS}:\n"
               "${ref}")

# examples/own_mesh: the gmsh example, its single-process backends.
set(own_backends)
foreach(backend seq openmp cuda_global cuda_hier)
  if(backend IN_LIST BACKENDS)
    list(APPEND own_backends ${backend})
  endif()
endforeach()
set(own_build ${WORK_DIR}/own_mesh)
file(WRITE ${work}/own_backends.cmake
     "set(OWN_MESH_BACKENDS \"${own_backends}\" CACHE STRING \"\")\n")
set(own_options -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=${prefix}
                -C ${work}/own_backends.cmake)
if(LAUNCHER)
  list(APPEND own_options -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
endif()
run(${CMAKE_COMMAND} -S ${OWN_MESH_DIR} -B ${own_build} -G ${GENERATOR}
    ${own_options})
run(${CMAKE_COMMAND} --build ${own_build} --parallel 2)
set(own_mesh ${OWN_MESH_DIR}/plate.msh)
run(${own_build}/own_mesh_ref ${own_mesh} 100 ${work}/ref.bin)
foreach(backend IN LISTS own_backends)
  run(${own_build}/own_mesh_${backend} ${own_mesh} 100
      ${work}/own_${backend}.bin)
  if(backend STREQUAL "seq")
    expect_same_u(own_${backend} 0)
  else()
    expect_same_u(own_${backend} 1e-12)
  endif()
endforeach()
message(STATUS "installed Loom builds and runs own_mesh for ${own_backends}")
