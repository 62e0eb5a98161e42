// The CUDA backends' struct-of-arrays device layouts: which dats get one
// (chooseDeviceLayouts), and the code generated for them: the kernel copy's
// subscripts scaled by stride parameters, SoA device copies asked for, and
// cuda_hier's staging and write-back by value rows.
#include "generators/program_generator.h"
#include "generators/registry.h"
#include "model/device_layouts.h"
#include "test_models.h"

#include <gtest/gtest.h>

namespace loom::translator::testing {
namespace {

constexpr Access R = Access::Read, RW = Access::ReadWrite, INC = Access::Inc;

// `text`'s offset of `needle` (the n-th), as a span of its length.
TextSpan spanOf(const std::string &text, const std::string &needle,
                int nth = 0) {
  size_t at = text.find(needle);
  for (int i = 0; i < nth; ++i)
    at = text.find(needle, at + 1);
  EXPECT_NE(at, std::string::npos) << needle;
  return {at, at + needle.size()};
}

// update(double *q, const double *r): q[0] = r[k + 1] * *r, over cells,
// both dats direct; the front end's findings filled in by hand.
LoopModel directLoop() {
  LoopModel l;
  l.name = "relax";
  l.function = "op_par_loop_relax";
  l.setExpr = "cells";
  l.kernel.name = "relax";
  l.kernel.callee = "relax";
  l.kernel.params = {param("q", "double *", "double"),
                     param("r", "const double *", "double")};
  const std::string d = "inline void relax(double *q, const double *r) {\n"
                        "  for (int k = 0; k < 2; ++k)\n"
                        "    q[k] = r[k + 1] * *r;\n}";
  l.kernel.definition = d;
  l.kernel.paramsEnd = d.find(')');
  l.kernel.params[0].subscripts = {spanOf(d, "k]")};
  l.kernel.params[0].subscripts[0].end -= 1;
  l.kernel.params[1].subscripts = {spanOf(d, "k + 1")};
  l.args = {direct("p_q", 2, "double", RW), direct("p_r", 3, "double", R)};
  l.indexDats();
  return l;
}

// spread(const double *x, double *y): y[0] += x[1], over edges: x read
// through map slot 0, y incremented through slot 1.
LoopModel indirectLoop() {
  LoopModel l;
  l.name = "spread";
  l.function = "op_par_loop_spread";
  l.setExpr = "edges";
  l.kernel.name = "spread";
  l.kernel.callee = "spread";
  l.kernel.params = {param("x", "const double *", "double"),
                     param("y", "double *", "double")};
  const std::string d =
      "inline void spread(const double *x, double *y) { y[0] += x[1]; }";
  l.kernel.definition = d;
  l.kernel.paramsEnd = d.find(')');
  l.kernel.params[0].subscripts = {spanOf(d, "1]")};
  l.kernel.params[0].subscripts[0].end -= 1;
  l.kernel.params[1].subscripts = {spanOf(d, "0]")};
  l.kernel.params[1].subscripts[0].end -= 1;
  l.maps = {{"pedge", 2}};
  l.args = {indirect("p_x", 0, "pedge", 0, 2, "double", R),
            indirect("p_y", 0, "pedge", 1, 2, "double", INC)};
  l.indexDats();
  return l;
}

bool soa(const LoopModel &loop, const std::string &dat) {
  for (const DatModel &d : loop.dats)
    if (d.expr == dat)
      return d.soa;
  ADD_FAILURE() << "no dat " << dat;
  return false;
}

ProgramModel program() {
  ProgramModel p;
  p.loops = {directLoop(), indirectLoop()};
  // p_r is also reached through a map in a third loop.
  LoopModel third = indirectLoop();
  third.args[0].datExpr = "p_r";
  third.args[0].dim = 3;
  third.indexDats();
  p.loops.push_back(third);
  return p;
}

TEST(SoaLayouts, PoliciesChooseTheDats) {
  ProgramModel p = program();
  chooseDeviceLayouts(p, SoaPolicy::Direct);
  EXPECT_TRUE(soa(p.loops[0], "p_q"));  // direct in every loop
  EXPECT_FALSE(soa(p.loops[0], "p_r")); // through a map in the third
  EXPECT_FALSE(soa(p.loops[1], "p_x"));
  chooseDeviceLayouts(p, SoaPolicy::All);
  EXPECT_TRUE(soa(p.loops[0], "p_r"));
  EXPECT_TRUE(soa(p.loops[2], "p_r")); // the same dat, the same layout
  EXPECT_TRUE(soa(p.loops[1], "p_y"));
  chooseDeviceLayouts(p, SoaPolicy::None);
  EXPECT_FALSE(soa(p.loops[0], "p_q"));
  // A type string asks for it.
  p.loops[1].args[1].type = "double:soa";
  chooseDeviceLayouts(p, SoaPolicy::None);
  EXPECT_TRUE(soa(p.loops[1], "p_y"));
  EXPECT_FALSE(soa(p.loops[1], "p_x"));
}

TEST(SoaLayouts, OneValuePerElementStaysAsItIs) {
  ProgramModel p;
  LoopModel l = directLoop();
  l.args[0].dim = 1;
  l.indexDats();
  p.loops = {l};
  chooseDeviceLayouts(p, SoaPolicy::All);
  EXPECT_FALSE(soa(p.loops[0], "p_q"));
  EXPECT_TRUE(soa(p.loops[0], "p_r"));
}

TEST(SoaLayouts, KernelsThatCannotBeRewrittenKeepArraysOfStructs) {
  ProgramModel p = program();
  p.loops[0].kernel.params[1].otherUse = SourceLocation{"k.h", 3, 14};
  chooseDeviceLayouts(p, SoaPolicy::All);
  EXPECT_FALSE(soa(p.loops[0], "p_r"));
  EXPECT_FALSE(soa(p.loops[2], "p_r")); // everywhere
  EXPECT_TRUE(p.loops[0].dats[1].layoutError.empty());
  // Asked for: the CUDA generators report why, naming both places.
  p.loops[2].args[0].type = "double:soa";
  p.loops[2].args[0].loc = SourceLocation{"app.cpp", 40, 7};
  p.loops[0].args[1].loc = SourceLocation{"app.cpp", 21, 9};
  chooseDeviceLayouts(p, SoaPolicy::None);
  const std::string &error = p.loops[0].dats[1].layoutError;
  EXPECT_NE(error.find("kernel 'relax' uses parameter 'r' at k.h:3:14 other "
                       "than as r[i] or *r"),
            std::string::npos)
      << error;
  EXPECT_NE(error.find("asks for at app.cpp:40:7 (\"double:soa\")"),
            std::string::npos)
      << error;
  // Reported at the argument whose kernel use stands in the way.
  for (const char *backend : {"cuda_global", "cuda_hier"}) {
    try {
      findBackend(backend)->loopDefinition(p.loops[0]);
      ADD_FAILURE() << backend << " accepted the layout";
    } catch (const GeneratorError &e) {
      EXPECT_EQ(e.where().file, "app.cpp") << backend;
      EXPECT_EQ(e.where().line, 21u) << backend;
      EXPECT_EQ(e.where().column, 9u) << backend;
      EXPECT_EQ(e.message(), error) << backend;
    }
  }
  // The CPU backends have no device layouts.
  EXPECT_NO_THROW(findBackend("seq")->loopDefinition(p.loops[0]));
}

TEST(SoaLayouts, KernelCopyIndexesThroughStrides) {
  ProgramModel p = program();
  chooseDeviceLayouts(p, SoaPolicy::All);
  const std::string code =
      findBackend("cuda_global")->loopDefinition(p.loops[0]);
  // One kernel variant per set of strided parameters, strides at the end.
  EXPECT_NE(code.find("__device__ inline void loom_device_relax_soa_0_1("
                      "double *q, const double *r, int loom_stride_q, int "
                      "loom_stride_r) {"),
            std::string::npos)
      << code;
  EXPECT_NE(
      code.find("q[k * loom_stride_q] = r[(k + 1) * loom_stride_r] * *r;"),
      std::string::npos)
      << code;
  // Device copies in struct-of-arrays layout, elements one value apart.
  EXPECT_NE(code.find("loom::cuda::deviceDat<double>(arg0, name, "
                      "loom::cuda::DeviceLayout::Soa);"),
            std::string::npos);
  EXPECT_NE(code.find("const int p_q_stride = loom::cuda::soaStride(arg0);"),
            std::string::npos);
  // q (OP_RW) reaches the kernel as a copy in registers (stride 1), read
  // and stored back through its stride.
  EXPECT_NE(code.find("arg0_local[d] = (p_q + n)[d * p_q_stride];"),
            std::string::npos)
      << code;
  EXPECT_NE(code.find("loom_device_relax_soa_0_1(arg0_local, p_r + n, 1, "
                      "p_r_stride);"),
            std::string::npos)
      << code;
  EXPECT_NE(code.find("LOOM_GLOBAL_WRITE(p_q + n + d * p_q_stride) = "
                      "arg0_local[d];"),
            std::string::npos)
      << code;
  // Arrays of structs: the kernel as written.
  chooseDeviceLayouts(p, SoaPolicy::None);
  const std::string aos =
      findBackend("cuda_global")->loopDefinition(p.loops[0]);
  EXPECT_NE(aos.find("loom_device_relax(arg0_local, p_r + n * 3);"),
            std::string::npos)
      << aos;
  EXPECT_EQ(aos.find("stride"), std::string::npos);
}

TEST(SoaLayouts, ThroughMapsValuesAreStrideApart) {
  ProgramModel p = program();
  chooseDeviceLayouts(p, SoaPolicy::All);
  const std::string global =
      findBackend("cuda_global")->loopDefinition(p.loops[1]);
  // Read in place through the map; increments in registers (stride 1),
  // added value by value.
  EXPECT_NE(global.find("loom_device_spread_soa_0_1(p_x + pedge_0, arg1_local, "
                        "p_x_stride, 1);"),
            std::string::npos)
      << global;
  EXPECT_NE(global.find("LOOM_GLOBAL_WRITE(p_y + pedge_1 + d * p_y_stride) += "
                        "arg1_local[d];"),
            std::string::npos)
      << global;
  const std::string hier = findBackend("cuda_hier")->loopDefinition(p.loops[1]);
  // Staged by value rows: consecutive threads, consecutive elements.
  EXPECT_NE(hier.find("const int d = i / p_x_count, t = i - d * p_x_count;"),
            std::string::npos)
      << hier;
  EXPECT_NE(hier.find("p_x[p_x_targets[p_x_first + t] + d * p_x_stride];"),
            std::string::npos)
      << hier;
  EXPECT_NE(hier.find("LOOM_GLOBAL_WRITE(p_y + p_y_targets[p_y_first + t] + "
                      "d * p_y_stride) +="),
            std::string::npos)
      << hier;
  EXPECT_NE(hier.find("(p_x + pedge_map[n * 2])[d * p_x_stride]"),
            std::string::npos)
      << hier;
}

// Two expressions of one loop may name one op_dat: when they have different
// layouts and the same dim, the loop checks at run time (one dat in both
// layouts is given a copy in each, and refused if the loop writes it).
TEST(SoaLayouts, DatsOfDifferentLayoutsAreCheckedWhenTheyCouldBeOne) {
  LoopModel loop = directLoop();
  loop.args[1].dim = 2;
  loop.dats[0].soa = true;
  for (const char *backend : {"cuda_global", "cuda_hier"}) {
    const std::string code = findBackend(backend)->loopDefinition(loop);
    EXPECT_NE(code.find("loom::cuda::checkLayouts(\n      name,\n"
                        "      {{0, &arg0, loom::cuda::DeviceLayout::Soa, "
                        "true},\n       {1, &arg1, "
                        "loom::cuda::DeviceLayout::Aos, false}});"),
              std::string::npos)
        << backend << code;
    // Before the device copies are made.
    EXPECT_LT(code.find("checkLayouts"), code.find("deviceDat<"));
  }
  // One layout, or dims that differ: no two dats can be one.
  loop.dats[1].soa = true;
  EXPECT_EQ(
      findBackend("cuda_global")->loopDefinition(loop).find("checkLayouts"),
      std::string::npos);
  loop.dats[1].soa = false;
  loop.args[1].dim = 3;
  EXPECT_EQ(
      findBackend("cuda_global")->loopDefinition(loop).find("checkLayouts"),
      std::string::npos);
}

} // namespace
} // namespace loom::translator::testing
