// The backend-neutral layout of one loop function: the names of its
// parameters and locals (one per distinct map, map slot, dat and global),
// its reductions, and the comment describing it. Every backend starts from
// it; how data is addressed (host arrays of structs, device arrays, staged
// shared memory) is the backend's own. Private to the generators.
#pragma once

#include "generators/common/code_writer.h"
#include "generators/common/name_table.h"
#include "model/loop_model.h"

#include <map>
#include <string>
#include <vector>

namespace loom::translator::codegen {

// How global reductions reach the kernel.
enum class ReductionStyle {
  InPlace, // the kernel updates the user's variable (sequential)
  PerBlock // the kernel updates one partial result per block
};

struct ReductionLayout {
  int arg = 0;
  std::string type;    // element type T
  std::string object;  // the local holding every block's partials
  std::string partial; // the T * local holding this block's partial
};

// A map the loop uses: its local and one index local per slot used.
struct MapLayout {
  bool used = false;
  int firstArg = -1;                    // the first argument through it
  std::string local;                    // const int *<map>_map
  std::string stride;                   // entries per element: literal or local
  std::map<int, std::string> slotLocal; // slot -> index local
};

// Whether `name` is one of the fixed locals and parameters of the generated
// loop functions (`n`, `set`, `block`, ...), which the layout's own names
// never take and which hide a kernel of that name.
bool isLoopLocalName(const std::string &name);

struct LoopLayout {
  const LoopModel *loop = nullptr;
  int nargs = 0;
  NameTable names;
  // "char const *name", "op_set set", "op_arg arg0", ...
  std::vector<std::string> params;
  Layout argsArray;                  // "op_arg args[2] = {arg0, arg1};"
  std::vector<MapLayout> maps;       // per LoopModel::maps
  std::vector<std::string> argLocal; // per arg: its data (dat, global, partial)
  std::vector<bool> datConst;        // per LoopModel::dats: every use reads
  std::vector<std::string> mapLocals; // declarations, once per call
  std::vector<std::string> dataLocals;
  std::vector<ReductionLayout> reductions; // PerBlock only
  std::string summary;                     // comment block describing the loop
  // `, "app.cpp:12"`: where the loop is called, as an extra LoopScope
  // argument for run-time errors; empty when unknown.
  std::string siteArgument;
  // The loop runs the elements that read no halo data while an MPI halo
  // exchange is in flight (LoopScope's HaloOverlap::CoreFirst): set by a
  // backend whose loop calls scope.waitHalos() at scope.coreSize().
  bool haloOverlap = false;

  // "argument k (<dat>)", for messages.
  std::string argLabel(size_t k) const;
  // A name for argument k's data: its dat or global when that is an
  // identifier (or &identifier), else "arg<k>_data".
  std::string baseName(size_t k) const;
  // The element type of argument k ("double").
  std::string elementType(size_t k) const;
  // The kernel parameter of argument k, when the kernel is known.
  const KernelParam *param(size_t k) const;
  // Whether the kernel's parameter for argument k points to const.
  bool kernelWantsConst(size_t k) const;
  // Map slots a vector argument spans.
  int vectorSlots(size_t k) const;
  // "static void <function>(char const *name, op_set set, op_arg arg0, ...)"
  // followed by `tail`.
  Layout signature(const std::string &tail) const;
};

// Throws GeneratorError when the model is inconsistent (the message names
// the loop and the argument).
LoopLayout layoutLoop(const LoopModel &loop, ReductionStyle style);

// The statements every backend's loop function starts with, as a fragment
// for a {{prologue}} placeholder: the args array, the LoopScope (checks,
// timing), and the map and data locals.
Layout prologue(const LoopLayout &layout);

} // namespace loom::translator::codegen
