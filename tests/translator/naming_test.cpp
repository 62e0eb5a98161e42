// Generated function names and type-string matching, in process.
#include "frontend/function_naming.h"
#include "frontend/type_names.h"

#include <gtest/gtest.h>

namespace loom::translator {
namespace {

LoopModel loopOf(const std::string &kernel, const std::string &type,
                 const std::string &name = "loop") {
  LoopModel loop;
  loop.name = name;
  loop.kernel.name = kernel;
  loop.kernel.callee = kernel;
  ArgModel arg;
  arg.mapKind = MapKind::Direct;
  arg.dim = 1;
  arg.type = type;
  arg.cType = type;
  loop.args.push_back(arg);
  return loop;
}

TEST(FunctionNaming, OneSignaturePerKernelHasNoSuffix) {
  std::vector<LoopModel> loops = {loopOf("ns::update", "double"),
                                  loopOf("ns::update", "double")};
  assignFunctionNames(loops);
  EXPECT_EQ(loops[0].function, "op_par_loop_ns_update");
  EXPECT_EQ(loops[1].function, "op_par_loop_ns_update");
}

// n calls of one function hold one list of n call sites, not n copies of
// it (#30: loomc's memory grew as n x n with repeated loops).
TEST(FunctionNaming, LoopsOfOneFunctionShareOneCallSiteList) {
  std::vector<LoopModel> loops;
  for (int i = 0; i < 1000; ++i) {
    loops.push_back(loopOf("k", "double"));
    loops.back().loc = {"app.cpp", static_cast<unsigned>(10 + i), 3};
  }
  loops.push_back(loopOf("k", "float"));
  assignFunctionNames(loops);
  ASSERT_TRUE(loops[0].callSites);
  EXPECT_EQ(loops[0].callSites->size(), 1000u);
  EXPECT_EQ(loops[0].callSites->back().line, 1009u);
  for (size_t i = 1; i < 1000; ++i)
    EXPECT_EQ(loops[i].callSites.get(), loops[0].callSites.get());
  ASSERT_TRUE(loops[1000].callSites);
  EXPECT_EQ(loops[1000].callSites->size(), 1u);
}

TEST(FunctionNaming, DifferentSignaturesAreNumbered) {
  std::vector<LoopModel> loops = {loopOf("k", "double"), loopOf("k", "float"),
                                  loopOf("k", "double"),
                                  loopOf("other", "int")};
  loops[1].args[0].access = Access::Inc;
  assignFunctionNames(loops);
  EXPECT_EQ(loops[0].function, "op_par_loop_k_1");
  EXPECT_EQ(loops[1].function, "op_par_loop_k_2");
  EXPECT_EQ(loops[2].function, "op_par_loop_k_1");
  EXPECT_EQ(loops[3].function, "op_par_loop_other");
}

TEST(FunctionNaming, LoopNameDatsAndAliasingAreSignature) {
  std::vector<LoopModel> loops = {
      loopOf("k", "double", "first"), loopOf("k", "double", "second"),
      loopOf("k", "double", "first"), loopOf("k", "double", "first")};
  for (LoopModel &loop : loops) {
    loop.args.push_back(loop.args[0]);
    loop.args[0].datExpr = "p_a";
    loop.args[1].datExpr = "p_b";
  }
  loops[2].args[0].datExpr = "p_c"; // other dats: their own function
  loops[3].args[1].datExpr = "p_a"; // both arguments pass one dat
  for (LoopModel &loop : loops)
    loop.indexDats(); // as the front end does once the arguments are known
  assignFunctionNames(loops);
  EXPECT_EQ(loops[0].function, "op_par_loop_k_1");
  EXPECT_EQ(loops[1].function, "op_par_loop_k_2");
  EXPECT_EQ(loops[2].function, "op_par_loop_k_3");
  EXPECT_EQ(loops[3].function, "op_par_loop_k_4");
}

TEST(TypeNames, SuffixesAndAliases) {
  EXPECT_EQ(typeStringBase("double:soa"), "double");
  EXPECT_EQ(typeStringBase(" unsigned "), "unsigned int");
  EXPECT_TRUE(typeStringMatches("double:soa", "real", "double"));
  EXPECT_TRUE(typeStringMatches("long long", "long long", "long long"));
  EXPECT_FALSE(typeStringMatches("float", "double", "double"));
  EXPECT_FALSE(typeStringMatches("long", "int", "int"));
  EXPECT_TRUE(typeStringMatches("cell_t", "cell_t", "geo::cell_t"));
  EXPECT_TRUE(typeStringMatches("real", "real", "double"));
  EXPECT_FALSE(typeStringMatches("vec3", "real", "double"));
}

// OP2's short names (loom/core/builtin_type_strings.h) name C++'s types, as
// the run-time checks take them: "uint" fits `unsigned int *` and `uint *`.
TEST(TypeNames, Op2ShortNames) {
  EXPECT_EQ(typeStringBase("uint"), "unsigned int");
  EXPECT_EQ(typeStringBase("ll:soa"), "long long");
  EXPECT_EQ(typeStringBase("ull"), "unsigned long long");
  EXPECT_TRUE(typeStringMatches("uint", "unsigned int", "unsigned int"));
  EXPECT_TRUE(typeStringMatches("uint", "uint", "unsigned int"));
  EXPECT_TRUE(typeStringMatches("ll", "long long", "long long"));
  EXPECT_TRUE(
      typeStringMatches("ull:soa", "unsigned long long", "unsigned long long"));
  EXPECT_FALSE(typeStringMatches("uint", "int", "int"));
  EXPECT_FALSE(typeStringMatches("ll", "long", "long"));
}

} // namespace
} // namespace loom::translator
