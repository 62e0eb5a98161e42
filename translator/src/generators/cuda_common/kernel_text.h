// Small pieces of text the CUDA generators (cuda_global, cuda_hier) share:
// device addressing, reduction operators, the rejection message. Private to
// the generators.
#pragma once

#include "generators/common/loop_layout.h"
#include "model/loop_model.h"

#include <string>
#include <vector>

namespace loom::translator::codegen::cuda {

// "file:line:col: loop '<name>', argument k: the cuda backends do not
// support <why>", thrown as a GeneratorError.
[[noreturn]] void reject(const LoopModel &loop, size_t k,
                         const std::string &why);

// The map entry of element `n` at `slot`: "<map>[n * <stride> + slot]".
std::string mapEntry(const MapLayout &use, int slot);

// "<base> + <index> * dim" (no product for dim 1).
std::string offset(const std::string &base, const std::string &index, int dim);

// Value d of the element whose values start at `element` (a pointer
// expression): "(element)[d]" in arrays of structs, "(element)[d * stride]"
// in a struct of arrays (`stride` not empty).
std::string component(const std::string &element, const std::string &stride);

// The address of that value: "element + d" or "element + d * stride".
std::string componentAddress(const std::string &element,
                             const std::string &stride);

// "const T *<local> = loom::cuda::deviceDat<T>(<arg>, name[, layout]);"
std::string deviceDatLocal(bool readOnly, const std::string &type,
                           const std::string &local, const std::string &arg,
                           bool soa);

// The arguments that pass dat `d`: their positions, whether one of them
// is optional and whether one of them writes (any access but OP_READ).
struct DatArgs {
  std::vector<size_t> positions;
  bool optional = false;
  bool written = false;
};
DatArgs argsOfDat(const LoopModel &loop, size_t d);

// The argument whose device copy of dat `d` the loop uses: "argK" of the
// first argument passing it or, where several pass it and one of them is
// optional, "loom::cuda::activeArg(argK, argL, ...)" (the first active).
std::string datArgument(const LoopModel &loop, size_t d);

// After the launches, dat `d`'s device copy marked newer when `written`:
// through the first argument passing it or, where one of the arguments is
// optional, through each (an inactive one marks nothing, so the mark is
// made when any is active).
std::vector<std::string> writtenMarks(const LoopModel &loop, size_t d,
                                      bool written);

// The loom::cuda::ReductionOp of an OP_INC/OP_MIN/OP_MAX global.
const char *reductionOp(Access access);

// "a, b, c".
std::string join(const std::vector<std::string> &items);

// "const T *x = loom::cuda::deviceGlobal<T>(argK, ...);" made
// "... = argK.opt ? loom::cuda::deviceGlobal<T>(argK, ...) : nullptr;".
std::string optionalUpload(const std::string &declaration,
                           const std::string &k);

} // namespace loom::translator::codegen::cuda
