// What the CUDA backends need of the user's kernel: a __device__ copy of its
// definition (the host one stays as written), under a name of its own, with
// each op_decl_const global it reads replaced by a __constant__ copy, and
// with the parameters of struct-of-arrays dats (DatModel::soa) indexed
// through a stride: `q[i]` becomes `q[(i) * loom_stride_q]`, at the places
// the front end found in the AST (KernelParam::subscripts), the stride an
// extra parameter at the end. The copy is made from the definition's text
// (comments and literals untouched). Private to the generators.
#pragma once

#include "model/loop_model.h"

#include <map>
#include <string>
#include <vector>

namespace loom::translator::codegen::cuda {

struct DeviceKernel {
  // "loom_device_res_calc"; "loom_device_update_soa_0_2" when parameters 0
  // and 2 are indexed through strides (one variant per set of them).
  std::string name;
  // The arguments whose parameters take a stride, in the order of the
  // stride parameters after the kernel's own: the caller passes the dat's
  // device stride (pointer into global memory) or 1 (a copy in registers).
  std::vector<size_t> strided;
  // Guarded (several loops may share a kernel), after the copies of the
  // user functions it calls (KernelModel::helpers).
  std::string definition;
  std::vector<ConstModel> consts; // the deviceConstants it reads
  std::string constDeclarations;  // guarded __constant__ declarations
  // Host statements copying the consts' current values to the device.
  std::vector<std::string> constUploads;
};

// The __device__ copy of the loop's kernel. Throws GeneratorError when a
// dat of the loop cannot have the layout its type string asks for.
DeviceKernel deviceKernel(const LoopModel &loop);

// Whether argument k reaches its dat in the struct-of-arrays layout.
bool isSoa(const LoopModel &loop, size_t k);

// Whether the loop's code needs the stride of dat `d` (struct of arrays): a
// map reaches it (values are read or written stride apart), or the kernel
// indexes one of its direct arguments. A kernel that only dereferences
// (`*p`, value 0) needs none.
bool needsStride(const LoopModel &loop, const DeviceKernel &kernel, size_t d);

// The kernel call's arguments: `args`, then the stride passed to each
// strided parameter (`strideArgs`, by argument index).
std::vector<std::string>
withStrides(const DeviceKernel &kernel, std::vector<std::string> args,
            const std::map<size_t, std::string> &strideArgs);

// The host local holding the stride of the dat of argument `arg` (an
// expression, see datArgument): "const int <stride> =
// loom::cuda::soaStride(<arg>);".
std::string strideLocal(const std::string &stride, const std::string &arg);

// The values the device copy of the loop's kernel reads from __constant__
// memory: the program's op_decl_const globals, and the globals the kernel
// and its helpers read that no op_decl_const of the translated source
// declares (KernelModel::globals: one declared in another source). Throws
// GeneratorError for a global of those that cannot be copied (a pointer).
std::vector<ConstModel> deviceConstants(const LoopModel &loop);

// The name of the __constant__ copy of an op_decl_const global.
std::string constantName(const std::string &global);

// The name of a loop's __global__ kernel: `prefix` and the loop function's
// name after "op_par_loop_" (loom_kernel_save_soln), so that two loops of
// one kernel over differently laid out dats (op_par_loop_scale_1 and _2)
// get two kernels, not two overloads of one.
std::string globalKernelName(const LoopModel &loop, const std::string &prefix);

} // namespace loom::translator::codegen::cuda
