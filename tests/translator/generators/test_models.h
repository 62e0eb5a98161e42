// Hand-made loop models, as the front end would produce them for the kernels
// in test_kernels.h. Shared by the golden tests and by the driver that
// generates the loops compiled into the runtime test.
#pragma once

#include "model/loop_model.h"

#include <string>
#include <vector>

namespace loom::translator::testing {

struct NamedLoop {
  std::string caseName; // golden file stem
  LoopModel loop;
};

LoopModel resCalcLoop(); // airfoil's res_calc: 8 args over 2 maps, OP_INC
LoopModel updateLoop();  // direct, global OP_INC reduction
LoopModel
boundsLoop(); // direct, global OP_MIN and OP_MAX, non-const READ param
LoopModel centreLoop();    // vector OP_READ (const T **) through a dim-4 map
LoopModel spreadLoop();    // vector OP_INC (T **), global OP_READ
LoopModel recordIdsLoop(); // op_arg_idx: OP_ID and through a map of unknown dim
LoopModel lastValueLoop(); // global OP_WRITE: sequential in every backend

std::vector<NamedLoop> allLoops();
ProgramModel testProgram(); // every loop above, mainFile "runtime_test.cpp"

// Building blocks for ad-hoc models in tests.
ArgModel direct(std::string dat, int dim, std::string type, Access access);
ArgModel indirect(std::string dat, int mapIndex, std::string mapExpr, int idx,
                  int dim, std::string type, Access access);
ArgModel vectorArg(std::string dat, int mapIndex, std::string mapExpr,
                   int slots, int dim, std::string type, Access access);
ArgModel global(std::string expr, int dim, std::string type, Access access);
ArgModel idxArg(int mapIndex, std::string mapExpr, int idx);
KernelParam param(std::string name, std::string type, std::string pointee);

} // namespace loom::translator::testing
