# What the LOOM_CUDA_DEVICE executables (<app>_<backend>_device, nvcc
# builds of the CUDA backends; docs/cuda.md) need: the CUDA language, the
# CUDA toolkit (CUDA::cudart_static) and the GPU architectures to build for.
# Included at directory scope (enable_language cannot run in a function) by
# Loom's own CMakeLists.txt and by LoomConfig.cmake when a project that uses
# an installed Loom sets LOOM_CUDA_DEVICE=ON.
include_guard(GLOBAL)

set(LOOM_CUDA_ARCHITECTURES "80;90" CACHE STRING
    "GPU architectures of the LOOM_CUDA_DEVICE executables")
if(NOT LOOM_CUDA_ARCHITECTURES)
  message(FATAL_ERROR "LOOM_CUDA_DEVICE: LOOM_CUDA_ARCHITECTURES is empty "
                      "(give e.g. -DLOOM_CUDA_ARCHITECTURES=80;90)")
endif()
# nvcc compiles the generated .cu files; Debian's CUDA lives outside PATH.
if(NOT DEFINED CMAKE_CUDA_COMPILER AND NOT DEFINED ENV{CUDACXX}
   AND EXISTS /usr/local/cuda/bin/nvcc)
  set(CMAKE_CUDA_COMPILER /usr/local/cuda/bin/nvcc)
endif()
# enable_language(CUDA) picks its own default architecture when this is
# unset; the targets set theirs from LOOM_CUDA_ARCHITECTURES.
if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
  set(CMAKE_CUDA_ARCHITECTURES "${LOOM_CUDA_ARCHITECTURES}")
endif()
enable_language(CUDA)
find_package(CUDAToolkit REQUIRED)
# CMake 3.25 does not know nvcc's C++20 dialect flag (nvcc 12+ has it).
if(NOT DEFINED CMAKE_CUDA20_STANDARD_COMPILE_OPTION)
  set(CMAKE_CUDA20_STANDARD_COMPILE_OPTION "-std=c++20")
  set(CMAKE_CUDA20_EXTENSION_COMPILE_OPTION "-std=c++20")
endif()
