# Read-only data reaches the generated kernels as `const T *__restrict__`,
# which nvcc compiles to non-coherent loads (ld.global.nc, what __ldg
# gives) without an explicit __ldg: in the PTX of the kernels named in
# KERNELS, which only read what they load, every global load must be one.
# -DNVCC= -DFLAGS=a;b -DSOURCE= -DPTX= -DKERNELS=a;b
execute_process(COMMAND "${NVCC}" ${FLAGS} -ptx "${SOURCE}" -o "${PTX}"
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "nvcc -ptx failed:\n${err}")
endif()
file(READ "${PTX}" ptx)
foreach(kernel IN LISTS KERNELS)
  string(REGEX MATCH "\\.entry [_A-Za-z0-9]*${kernel}[_A-Za-z0-9]*\\("
         entry "${ptx}")
  if(NOT entry)
    message(FATAL_ERROR "no kernel ${kernel} in ${PTX}")
  endif()
  # From its .entry to the closing brace at the start of a line.
  string(FIND "${ptx}" "${entry}" start)
  string(SUBSTRING "${ptx}" ${start} -1 body)
  string(FIND "${body}" "\n}\n" end)
  string(SUBSTRING "${body}" 0 ${end} body)
  string(REGEX MATCHALL "ld\\.global\\.nc" nc "${body}")
  string(REGEX MATCHALL "ld\\.global\\.[^n]" plain "${body}")
  list(LENGTH nc n_nc)
  list(LENGTH plain n_plain)
  if(n_nc EQUAL 0 OR NOT n_plain EQUAL 0)
    message(FATAL_ERROR "${kernel}: ${n_nc} non-coherent and ${n_plain} "
                        "plain global loads")
  endif()
  message(STATUS "${kernel}: ${n_nc} ld.global.nc, no plain global load")
endforeach()
