// What the CUDA backends need of the user's kernel: a __device__ copy of its
// definition (the host one stays as written), under a name of its own, with
// each op_decl_const global it reads replaced by a __constant__ copy. The
// copy is made from the definition's text, identifier by identifier
// (comments and literals untouched). Private to the generators.
#pragma once

#include "model/loop_model.h"

#include <string>
#include <vector>

namespace loom::translator::codegen::cuda {

struct DeviceKernel {
  std::string name;               // "loom_device_res_calc"
  std::string definition;         // guarded: several loops may share a kernel
  std::vector<ConstModel> consts; // the op_decl_const globals it reads
  std::string constDeclarations;  // guarded __constant__ declarations
  // Host statements copying the consts' current values to the device.
  std::vector<std::string> constUploads;
};

// `callee` of the kernel with its name replaced (template arguments kept).
DeviceKernel deviceKernel(const LoopModel &loop);

// The name of the __constant__ copy of an op_decl_const global.
std::string constantName(const std::string &global);

} // namespace loom::translator::codegen::cuda
