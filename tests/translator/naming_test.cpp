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

} // namespace
} // namespace loom::translator
