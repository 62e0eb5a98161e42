// The scanner of kernel text behind the kernel copies and the macro shield
// (generators/common/kernel_copy.h).
#include "generators/common/kernel_copy.h"

#include <gtest/gtest.h>

using namespace loom::translator;

namespace {

// Identifiers as Clang reads them: UTF-8 characters belong to them, and a
// member is one; comments, literals and numbers hold none.
TEST(KernelCopy, IdentifiersAsClangReadsThem) {
  EXPECT_EQ(codegen::identifiersIn("größe(x1, a.b, p->増); // n\n"
                                   "s = \"set\" + 'q' + 1e5 + 0x1f;"),
            (std::set<std::string>{"größe", "x1", "a", "b", "p", "増", "s"}));
  std::set<std::string> used;
  EXPECT_EQ(
      codegen::renameIdentifiers("void größe(double *y) { größe(y); grö(y); }",
                                 {{"größe", "loom_device_größe"}}, used),
      "void loom_device_größe(double *y) { loom_device_größe(y); "
      "grö(y); }");
  EXPECT_EQ(used, std::set<std::string>{"größe"});
}

} // namespace
