// Golden text of the generated code for the hand-made models, and the
// generators' handling of names, unusual models and errors.
#include "generators/common/macro_shield.h"
#include "generators/program_generator.h"
#include "generators/registry.h"
#include "occurrences.h"
#include "test_models.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <tuple>

using namespace loom::translator;
using namespace loom::translator::testing;

namespace {

std::string readFile(const std::string &path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

const BackendSpec &seqBackend() { return *findBackend("seq"); }
const BackendSpec &openmpBackend() { return *findBackend("openmp"); }

ProgramModel programOf(LoopModel loop) {
  ProgramModel p;
  p.mainFile = "/somewhere/app.cpp";
  p.loops.push_back(std::move(loop));
  return p;
}

using loom::test::occurrences;

// Compares `actual` with golden/<name>; LOOM_UPDATE_GOLDENS=1 rewrites it.
void expectGolden(const std::string &name, const std::string &actual) {
  std::string path = std::string(LOOM_GOLDEN_DIR) + "/" + name;
  const char *update = std::getenv("LOOM_UPDATE_GOLDENS");
  if (update && std::string(update) == "1") {
    std::ofstream(path) << actual;
    std::cout << "updated " << path << "\n";
    return;
  }
  std::ifstream probe(path);
  ASSERT_TRUE(probe.good())
      << path << " is missing; run with LOOM_UPDATE_GOLDENS=1";
  EXPECT_EQ(readFile(path), actual)
      << "golden " << path << " differs (LOOM_UPDATE_GOLDENS=1 updates it)";
}

class Golden
    : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

TEST_P(Golden, LoopsHeaderMatches) {
  auto [caseName, backend] = GetParam();
  for (NamedLoop &n : allLoops()) {
    if (n.caseName != caseName)
      continue;
    expectGolden(caseName + "." + backend + ".golden",
                 generateLoops(programOf(n.loop), *findBackend(backend)));
    return;
  }
  FAIL() << "no case " << caseName;
}

INSTANTIATE_TEST_SUITE_P(
    Generators, Golden,
    ::testing::Combine(::testing::Values("res_calc", "update_inc",
                                         "bounds_min_max", "vector_read",
                                         "vector_inc", "idx", "gbl_write"),
                       ::testing::Values("seq", "openmp")),
    [](const auto &info) {
      return std::get<0>(info.param) + "_" + std::get<1>(info.param);
    });

// The CUDA backends copy the kernel's definition into a __device__ function
// (and rename the op_decl_const globals it reads): the test models get one
// reading a constant.
LoopModel withDefinition(LoopModel loop) {
  loop.kernel.definition = "inline void " + loop.kernel.name +
                           "(double *a) {\n  a[0] *= scale; // scale\n}";
  // The front end's findings in the model's own definition do not apply.
  loop.kernel.paramsEnd = std::string::npos;
  for (KernelParam &p : loop.kernel.params)
    p.subscripts.clear();
  ConstModel scale;
  scale.name = "scale";
  scale.dim = 1;
  scale.type = "double";
  loop.consts.push_back(scale);
  return loop;
}

class CudaGolden
    : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

TEST_P(CudaGolden, LoopsHeaderMatches) {
  const auto &[caseName, backend] = GetParam();
  for (NamedLoop &n : allLoops()) {
    if (n.caseName != caseName)
      continue;
    // The marks around kernel copies go as generateLoops removes them.
    expectGolden(
        caseName + "." + backend + ".golden",
        codegen::resolveUserText(
            findBackend(backend)->loopDefinition(withDefinition(n.loop)), {}));
    return;
  }
  FAIL() << "no case " << caseName;
}

INSTANTIATE_TEST_SUITE_P(
    Generators, CudaGolden,
    ::testing::Combine(::testing::Values("res_calc", "update_inc",
                                         "bounds_min_max", "vector_read",
                                         "vector_inc", "idx"),
                       ::testing::Values("cuda_global", "cuda_hier")),
    [](const auto &info) {
      return std::get<0>(info.param) + "_" + std::get<1>(info.param);
    });

// cuda_hier stages what a block increments through a map in shared memory,
// applies increments one thread colour at a time between barriers and adds
// the staged values back; a loop without data reached through maps is
// generated as by cuda_global.
TEST(Generators, CudaHierStagesIncrements) {
  for (NamedLoop &n : allLoops()) {
    const std::string code =
        findBackend("cuda_hier")->loopDefinition(withDefinition(n.loop));
    if (n.caseName == "res_calc") {
      EXPECT_NE(code.find("loom::cuda::hierarchicalPlan("), std::string::npos);
      EXPECT_NE(code.find("for (int c = 0; c < nthread_colours[block]; ++c)"),
                std::string::npos);
      EXPECT_NE(code.find("__syncthreads();\n  }"), std::string::npos);
      EXPECT_NE(code.find("LOOM_SHARED_WRITE("), std::string::npos);
    }
    if (n.caseName == "gbl_write") {
      // Registered for LOOM_CUDA_STRATEGY, then as cuda_global.
      const std::string global =
          findBackend("cuda_global")->loopDefinition(withDefinition(n.loop));
      ASSERT_GE(code.size(), global.size());
      EXPECT_EQ(code.substr(code.size() - global.size()), global);
      EXPECT_NE(code.find("loom::cuda::registerLoop(\"" + n.loop.name + "\")"),
                std::string::npos);
    }
  }
}

// The user's functions a kernel calls are copied to the device before it,
// renamed with it, each guarded once; one the CUDA backends cannot copy (a
// member function) is an error naming the loop, the kernel and the function.
TEST(Generators, CudaCopiesTheKernelsHelpers) {
  LoopModel loop = withDefinition(updateLoop());
  loop.kernel.definition = "inline void update(double *a) {\n"
                           "  a[0] = half(a[0]) * scale;\n}";
  HelperFunction half;
  half.name = "half";
  half.definition = "inline double half(double x) { return x / 2; }";
  half.loc = {"kernels.h", 3, 1};
  loop.kernel.helpers = {half};
  for (const char *backend : {"cuda_global", "cuda_hier"}) {
    const std::string code = findBackend(backend)->loopDefinition(loop);
    const size_t helper =
        code.find("__device__ inline double loom_device_half(double x) { "
                  "return x / 2; }");
    const size_t kernel = code.find("a[0] = loom_device_half(a[0]) * "
                                    "loom_const_scale;");
    EXPECT_NE(helper, std::string::npos) << code;
    EXPECT_NE(kernel, std::string::npos) << code;
    EXPECT_LT(helper, kernel);
    EXPECT_NE(code.find("#ifndef LOOM_DEFINED_loom_device_half_3"),
              std::string::npos);
  }
  loop.kernel.helpers[0].unsupported = "a member function";
  try {
    findBackend("cuda_global")->loopDefinition(loop);
    FAIL() << "a member function was copied";
  } catch (const GeneratorError &e) {
    EXPECT_NE(std::string(e.what()).find(
                  "loop 'update': kernel 'update' calls 'half' (kernels.h:3), "
                  "a member function, which the CUDA backends cannot compile "
                  "for the device"),
              std::string::npos)
        << e.what();
  }
}

// An OP_WRITE global's value depends on element order: cuda_global runs
// such a loop on the host, around downloads and uploads. A kernel whose
// definition loomc did not see cannot be copied to the device.
TEST(Generators, CudaRunsOrderDependentLoopsOnHost) {
  for (NamedLoop &n : allLoops()) {
    if (n.caseName != "gbl_write")
      continue;
    const std::string code =
        findBackend("cuda_global")->loopDefinition(withDefinition(n.loop));
    EXPECT_NE(code.find("loom::cuda::onHost(args"), std::string::npos);
    EXPECT_NE(code.find(n.loop.function + "_on_host(name, set"),
              std::string::npos);
    EXPECT_EQ(code.find("__global__"), std::string::npos);
    LoopModel noDefinition = n.loop;
    noDefinition.kernel.definition.clear();
    EXPECT_NO_THROW(findBackend("cuda_global")->loopDefinition(noDefinition));
  }
  LoopModel inc = withDefinition(updateLoop());
  inc.kernel.definition.clear();
  try {
    findBackend("cuda_global")->loopDefinition(inc);
    FAIL() << "a kernel without a definition was accepted";
  } catch (const GeneratorError &e) {
    EXPECT_NE(std::string(e.what()).find("need the definition of kernel"),
              std::string::npos)
        << e.what();
  }
}

// A global the kernel reads that no op_decl_const of the source declares
// (another source may) gets a __constant__ copy like an op_decl_const, and
// its upload names it as a global in errors.
TEST(Generators, CudaCopiesGlobalsDeclaredElsewhere) {
  LoopModel loop = withDefinition(allLoops().front().loop);
  loop.kernel.definition = "inline void " + loop.kernel.name +
                           "(double *a) {\n  a[0] *= scale * weight;\n}";
  GlobalRead weight;
  weight.value = {"weight", 1, "double", {}};
  loop.kernel.globals.push_back(weight);
  for (const char *backend : {"cuda_global", "cuda_hier"}) {
    const std::string code = findBackend(backend)->loopDefinition(loop);
    for (const char *text :
         {"static __constant__ double loom_const_weight;",
          "\"upload of global 'weight' (read by the kernel)\"",
          "\"upload of op_decl_const 'scale'\""})
      EXPECT_NE(code.find(text), std::string::npos) << backend << ": " << text;
  }
}

TEST(Generators, DeclarationsGolden) {
  expectGolden("declarations.openmp.golden",
               generateDeclarations(testProgram(), openmpBackend()));
}

} // namespace

TEST(Generators, BackendRegistry) {
  EXPECT_EQ(findBackend("seq")->name, "seq");
  EXPECT_EQ(findBackend("openmp")->name, "openmp");
  EXPECT_EQ(findBackend("cuda"), nullptr);
  EXPECT_EQ(findBackend("OpenMP"), nullptr);
  EXPECT_EQ(findBackend("cuda_global")->name, "cuda_global");
  EXPECT_EQ(findBackend("cuda_hier")->name, "cuda_hier");
  EXPECT_EQ(backendNames(),
            "seq, openmp, cuda_global, cuda_hier, mpi_seq, mpi_openmp");
  // The MPI backends generate their node backend's loops and link the MPI
  // runtime.
  EXPECT_EQ(findBackend("mpi_seq")->runtimeTarget, "backends_mpi_seq");
  EXPECT_EQ(findBackend("mpi_openmp")->runtimeTarget, "backends_mpi_openmp");
  for (const BackendSpec &b : backends()) {
    EXPECT_EQ(findBackend(b.name), &b);
    EXPECT_EQ(backendTable().find(std::string(b.name) + "  "),
              backendTable().find(std::string(b.name)));
    EXPECT_NE(b.loopDefinition, nullptr);
  }
}

TEST(Generators, EveryLoopHasAPrototypeAndADefinition) {
  ProgramModel p = testProgram();
  for (LoopModel &l : p.loops) { // the CUDA backends copy the definition
    l.kernel.definition = "inline void " + l.kernel.name + "() {}";
    l.kernel.paramsEnd = std::string::npos; // nothing to scale in it
    for (KernelParam &param : l.kernel.params)
      param.subscripts.clear();
  }
  for (const BackendSpec &b : backends()) {
    std::string decls = generateDeclarations(p, b);
    std::string loops = generateLoops(p, b);
    for (const LoopModel &l : p.loops) {
      EXPECT_EQ(occurrences(decls, "static void " + l.function + "("), 1u)
          << l.name;
      EXPECT_EQ(occurrences(loops, "static void " + l.function + "("), 1u)
          << l.name;
    }
    EXPECT_EQ(
        occurrences(loops, "#include \"" + std::string(b.runtimeHeader) + "\""),
        1u);
  }
  EXPECT_EQ(generateDeclarations(ProgramModel{}, seqBackend()), "");
}

// mpi_seq and mpi_openmp loops are their node backends' (the loops are
// distributed-memory aware through LoopScope); the seq loop runs its core
// while an MPI halo exchange is in flight.
TEST(Generators, MpiBackendsGenerateTheirNodeBackendsLoops) {
  // The loop functions, after the file's header (which names the backend).
  auto loopsOf = [](const LoopModel &l, const BackendSpec &b) {
    const std::string text = generateLoops(programOf(l), b);
    return text.substr(text.find("// Loop \""));
  };
  const LoopModel loops[] = {updateLoop(), lastValueLoop()};
  for (const LoopModel &l : loops) {
    EXPECT_EQ(loopsOf(l, *findBackend("mpi_seq")), loopsOf(l, seqBackend()));
    EXPECT_EQ(loopsOf(l, *findBackend("mpi_openmp")),
              loopsOf(l, openmpBackend()));
  }
  const std::string seq = generateLoops(programOf(updateLoop()), seqBackend());
  EXPECT_NE(seq.find("loom::HaloOverlap::CoreFirst"), std::string::npos);
  EXPECT_NE(seq.find("if (n == core)\n      scope.waitHalos();"),
            std::string::npos);
}

TEST(Generators, OpenMPParallelisesAllButGlobalWrites) {
  std::string reduction =
      generateLoops(programOf(updateLoop()), openmpBackend());
  EXPECT_NE(reduction.find("#pragma omp parallel\n"), std::string::npos);
  EXPECT_NE(reduction.find("#pragma omp for schedule(static)"),
            std::string::npos);
  EXPECT_NE(
      reduction.find("loom::openmp::BlockReduction<double> rms_red(args[4], "
                     "plan.nblocks);"),
      std::string::npos);
  EXPECT_NE(reduction.find("rms_red.combine();"), std::string::npos);

  std::string write =
      generateLoops(programOf(lastValueLoop()), openmpBackend());
  EXPECT_EQ(write.find("#pragma omp"), std::string::npos);
  EXPECT_EQ(write.find("loopPlan"), std::string::npos);
  EXPECT_NE(write.find("// Sequential: an OP_WRITE/OP_RW global"),
            std::string::npos);

  LoopModel info = updateLoop();
  info.args[4].kind = ArgKind::Info;
  std::string infoLoop = generateLoops(programOf(info), openmpBackend());
  EXPECT_EQ(infoLoop.find("#pragma omp"), std::string::npos);
  EXPECT_NE(infoLoop.find("update(p_qold + n * 4, p_q + n * 4, p_res + n * 4, "
                          "p_adt + n, rms);"),
            std::string::npos);
}

TEST(Generators, SeqReductionsAccumulateInPlace) {
  std::string seq = generateLoops(programOf(updateLoop()), seqBackend());
  EXPECT_NE(seq.find("double *rms = (double *)arg4.data;"), std::string::npos);
  EXPECT_EQ(seq.find("BlockReduction"), std::string::npos);
  EXPECT_EQ(seq.find("#pragma"), seq.find("#pragma once"));
}

TEST(Generators, LocalNamesNeverShadowWhatTheCodeUses) {
  // Dats named like the kernel, a generated local, the element index and a
  // user type; a map named like a dat's index local.
  LoopModel l = resCalcLoop();
  l.args[0].datExpr = l.args[1].datExpr = "res_calc"; // the kernel
  l.args[2].datExpr = l.args[3].datExpr = "n";        // the element index
  l.args[4].datExpr = l.args[5].datExpr = "plan";     // a generated local
  l.args[6].datExpr = l.args[7].datExpr = "flux";     // the element type
  for (int k : {6, 7})
    l.args[k].cType = "flux";
  l.kernel.params[6].type = l.kernel.params[7].type = "flux *";
  std::string code = generateLoops(programOf(l), openmpBackend());
  EXPECT_NE(code.find("const double *res_calc_2 = (const double *)arg0.data;"),
            std::string::npos);
  EXPECT_NE(code.find("const double *n_2 = (const double *)arg2.data;"),
            std::string::npos);
  EXPECT_NE(code.find("const double *plan_2 = (const double *)arg4.data;"),
            std::string::npos);
  EXPECT_NE(code.find("flux *flux_2 = (flux *)arg6.data;"), std::string::npos);
  EXPECT_NE(
      code.find("res_calc(res_calc_2 + pedge_0 * 2, res_calc_2 + pedge_1 * 2,"),
      std::string::npos)
      << code;
}

TEST(Generators, ExpressionsThatAreNotIdentifiersGetArgNames) {
  LoopModel l = updateLoop();
  l.args[0].datExpr = "dats[0]";
  l.args[4].datExpr = "&state.rms";
  std::string seq = generateLoops(programOf(l), seqBackend());
  EXPECT_NE(seq.find("const double *arg0_data = (const double *)arg0.data;"),
            std::string::npos);
  EXPECT_NE(seq.find("double *arg4_data = (double *)arg4.data;"),
            std::string::npos);
  std::string omp = generateLoops(programOf(l), openmpBackend());
  EXPECT_NE(
      omp.find("loom::openmp::BlockReduction<double> arg4_data_red(args[4], "
               "plan.nblocks);"),
      std::string::npos);
}

TEST(Generators, UnknownMapAndDatDimsAreReadAtRunTime) {
  LoopModel l = resCalcLoop();
  l.maps[1].dim = -1;
  l.args[2].dim = 0;
  std::string code = generateLoops(programOf(l), seqBackend());
  EXPECT_NE(code.find("const int pecell_dim = arg2.map->dim;"),
            std::string::npos);
  EXPECT_NE(code.find("const int pecell_1 = pecell_map[n * pecell_dim + 1];"),
            std::string::npos);
  EXPECT_NE(code.find("p_q + pecell_0 * arg2.dim"), std::string::npos);
  EXPECT_NE(code.find("const int pedge_1 = pedge_map[n * 2 + 1];"),
            std::string::npos);
}

TEST(Generators, NonConstKernelParamsGetNonConstData) {
  std::string code = generateLoops(programOf(boundsLoop()), seqBackend());
  EXPECT_NE(code.find("  double *p_q = (double *)arg0.data;"),
            std::string::npos);
  // Without kernel parameters, OP_READ data is const.
  LoopModel l = boundsLoop();
  l.kernel.params.clear();
  code = generateLoops(programOf(l), seqBackend());
  EXPECT_NE(code.find("  const double *p_q = (const double *)arg0.data;"),
            std::string::npos);
}

TEST(Generators, LoopWithoutArguments) {
  LoopModel l;
  l.name = "tick";
  l.function = "op_par_loop_tick";
  l.setExpr = "cells";
  l.kernel.name = "tick";
  l.kernel.definition = "inline void tick() {}";
  for (const BackendSpec &b : backends()) {
    std::string code = generateLoops(programOf(l), b);
    EXPECT_NE(
        code.find(
            "static void op_par_loop_tick(char const *name, op_set set) {"),
        std::string::npos);
    EXPECT_NE(code.find("op_arg *args = nullptr;"), std::string::npos);
    EXPECT_NE(code.find("tick();"), std::string::npos);
  }
}

TEST(Generators, IdenticalLoopsAreEmittedOnceDifferentOnesAreRejected) {
  ProgramModel p = programOf(resCalcLoop());
  p.loops.push_back(resCalcLoop());
  EXPECT_EQ(occurrences(generateLoops(p, seqBackend()),
                        "static void op_par_loop_res_calc("),
            1u);
  EXPECT_EQ(occurrences(generateDeclarations(p, seqBackend()),
                        "static void op_par_loop_res_calc("),
            1u);
  p.loops.back().args[6].access = Access::ReadWrite;
  EXPECT_THROW(generateLoops(p, seqBackend()), GeneratorError);
  EXPECT_THROW(generateDeclarations(p, seqBackend()), GeneratorError);
}

TEST(Generators, InconsistentModelsAreRejected) {
  auto rejects = [](LoopModel l, const std::string &fragment) {
    try {
      generateLoops(programOf(std::move(l)), openmpBackend());
      ADD_FAILURE() << "accepted a model that should fail with: " << fragment;
    } catch (const GeneratorError &e) {
      EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos)
          << e.what();
      // At the loop's call, even though its shape is generated first
      // without it (uniqueLoops).
      EXPECT_EQ(e.where().file, "runtime_test.cpp") << e.what();
      EXPECT_EQ(e.where().line, 10u) << e.what();
      EXPECT_EQ(e.where().column, 3u) << e.what();
    }
  };
  LoopModel l = resCalcLoop();
  l.args[3].mapIndex = 5;
  rejects(l, "refers to map 5 but the loop has 2 maps");
  l = resCalcLoop();
  l.args[1].idx = 2;
  rejects(l, "uses slot 2 of map pedge");
  l = centreLoop();
  l.args[0].idx = -1;
  l.maps[0].dim = -1;
  rejects(l, "vector argument over a map of unknown dim");
  l = recordIdsLoop();
  l.args[1].mapIndex = -1;
  rejects(l, "op_arg_idx through map pedge");
  l = updateLoop();
  l.function = "not valid";
  rejects(l, "invalid loop function name");
  l = updateLoop();
  l.args[0].cType.clear();
  l.args[0].type.clear();
  rejects(l, "has no element type");
}
