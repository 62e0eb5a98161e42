// The user's macros kept out of the loops header (generators/common/
// macro_shield.h): which are put away, and where they come back.
#include "generators/common/macro_shield.h"
#include "generators/program_generator.h"
#include "generators/registry.h"
#include "test_models.h"

#include <gtest/gtest.h>

using namespace loom::translator;
using namespace loom::translator::testing;

namespace {

size_t count(const std::string &text, const std::string &what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos;
       at = text.find(what, at + 1))
    ++n;
  return n;
}

// A macro is put away when Loom's code names it, not when only the user's
// text does, and not when it spells a type the user wrote.
TEST(MacroShield, OnlyMacrosLoomsCodeNames) {
  ProgramModel program;
  LoopModel loop = updateLoop();
  loop.args[0].type = "REAL";
  program.loops.push_back(loop);
  program.userMacros = {"REAL", "inner", "n", "unused", "x"};
  const std::string code =
      "void f(int n, REAL *p) { p->x = 1; /* unused */ }\n" +
      codegen::userText("inline void k() { int inner = 0; }") + "\n";
  EXPECT_EQ(codegen::clashingMacros(program, code),
            (std::set<std::string>{"n", "x"}));
}

// Around the user's text every macro put away comes back, and goes again
// after it; no mark is left.
TEST(MacroShield, UserTextSeesTheMacros) {
  const std::string code =
      "int a;\n" + codegen::userText("int b = SCALE(1);") + "\nint c;\n";
  const std::string out = codegen::resolveUserText(code, {"n", "set"});
  EXPECT_EQ(out, "int a;\n#pragma pop_macro(\"n\")\n#pragma "
                 "pop_macro(\"set\")\nint b = SCALE(1);\n#pragma "
                 "push_macro(\"n\")\n#undef n\n#pragma push_macro(\"set\")\n"
                 "#undef set\nint c;\n");
  EXPECT_EQ(codegen::resolveUserText(code, {}),
            "int a;\nint b = SCALE(1);\nint c;\n");
}

// The loops header puts the clashing macros away after `#pragma once` and
// brings them back at its end; without them it is as before.
TEST(MacroShield, LoopsHeaderPutsThemAway) {
  for (const char *backend : {"seq", "openmp", "cuda_global", "cuda_hier"}) {
    SCOPED_TRACE(backend);
    ProgramModel program;
    program.mainFile = "update.cpp";
    LoopModel loop = updateLoop();
    loop.kernel.definition = "inline void update(double *a) { a[0] = n; }";
    loop.kernel.paramsEnd = std::string::npos;
    for (KernelParam &p : loop.kernel.params)
      p.subscripts.clear();
    program.loops.push_back(loop);
    const std::string plain = generateLoops(program, *findBackend(backend));
    EXPECT_EQ(plain.find("_macro("), std::string::npos) << plain;
    program.userMacros = {"n", "not_named_anywhere"};
    const std::string text = generateLoops(program, *findBackend(backend));
    const size_t push = text.find("#pragma push_macro(\"n\")\n#undef n\n");
    ASSERT_NE(push, std::string::npos) << text;
    EXPECT_LT(text.find("#pragma once"), push);
    EXPECT_EQ(text.rfind("#pragma pop_macro(\"n\")\n"),
              text.size() - std::string("#pragma pop_macro(\"n\")\n").size());
    EXPECT_EQ(count(text, "push_macro(\"n\")"),
              count(text, "pop_macro(\"n\")"));
    EXPECT_EQ(text.find("not_named_anywhere"), std::string::npos);
    EXPECT_EQ(text.find('\x01'), std::string::npos);
  }
}

} // namespace
