#include "generators/common/code_writer.h"

#include <gtest/gtest.h>

#include <stdexcept>

using namespace loom::translator::codegen;

TEST(CodeWriter, MultiLineValuesTakeThePlaceholderIndentation) {
  std::string out = render(R"cpp(
void f() {
  {{body}}
}
)cpp",
                           {{"body", "int a = 1;\n\nint b = a;"}});
  EXPECT_EQ(out, "void f() {\n  int a = 1;\n\n  int b = a;\n}\n");
}

TEST(CodeWriter, EmptyPlaceholderLinesAndExtraBlankLinesDisappear) {
  std::string out = render(R"cpp(
void f() {

  {{maybe}}

  {{other}}

  g();

}
)cpp",
                           {{"maybe", ""}, {"other", ""}});
  EXPECT_EQ(out, "void f() {\n  g();\n}\n");
}

TEST(CodeWriter, InlinePlaceholders) {
  EXPECT_EQ(render("int {{a}} = {{b}};", {{"a", "x"}, {"b", "42"}}),
            "int x = 42;\n");
}

TEST(CodeWriter, UnknownPlaceholderThrows) {
  EXPECT_THROW(render("{{nope}}", {}), std::logic_error);
  EXPECT_THROW(render("{{open", {}), std::logic_error);
}

TEST(CodeWriter, LayoutsGetTheirColumn) {
  int seen = -1;
  Layout probe = [&seen](int column) {
    seen = column;
    return std::string("x");
  };
  EXPECT_EQ(render("    foo({{p}});", {{"p", probe}}), "    foo(x);\n");
  EXPECT_EQ(seen, 8);
}

TEST(CodeWriter, WrapListFitsOnOneLine) {
  EXPECT_EQ(wrapList("f(", {"a", "b"}, ");", 0), "f(a, b);");
  EXPECT_EQ(wrapList("f(", {}, ");", 0), "f();");
}

TEST(CodeWriter, WrapListAlignsAfterTheHead) {
  std::string out = wrapList("call(", {"aaaa", "bbbb", "cccc"}, ");", 2, 20);
  EXPECT_EQ(out, "call(aaaa, bbbb,\n       cccc);");
}

TEST(CodeWriter, WrapListBreaksAfterTheHeadWhenAlignedDoesNotFit) {
  std::string out = wrapList("a_long_function_name(",
                             {"argument_one", "argument_two"}, ");", 4, 30);
  EXPECT_EQ(out, "a_long_function_name(\n        argument_one,\n"
                 "        argument_two);");
}
