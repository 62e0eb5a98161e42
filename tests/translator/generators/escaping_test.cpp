// The escaping of user strings written into generated code.
#include "generators/common/escaping.h"

#include <gtest/gtest.h>

namespace loom::translator::codegen {
namespace {

TEST(Escaping, StringLiteralEscapesEverythingThatEndsOrBendsIt) {
  EXPECT_EQ(cppStringLiteral("plain"), "\"plain\"");
  EXPECT_EQ(cppStringLiteral("a\"b\\c"), "\"a\\\"b\\\\c\"");
  EXPECT_EQ(cppStringLiteral("line\nnext\t\r"), "\"line\\nnext\\t\\r\"");
  // Octal escapes take exactly three digits: a following digit stays apart.
  EXPECT_EQ(cppStringLiteral(std::string("\0"
                                         "1",
                                         2)),
            "\"\\0001\"");
  EXPECT_EQ(cppStringLiteral("\xff"), "\"\\377\"");
  EXPECT_EQ(cppStringLiteral("?\?/"), "\"?\\?/\"");
}

TEST(Escaping, CommentTextStaysOnItsLine) {
  EXPECT_EQ(commentText("loop */ name"), "loop */ name");
  EXPECT_EQ(commentText("a\nb"), "a\\nb");
  // A backslash, or ??/, at the end would join the next line.
  EXPECT_EQ(commentText("end\\"), "end\\x5c");
  EXPECT_EQ(commentText("end?\?/"), "end?\\x3f/");
  EXPECT_EQ(commentText(std::string("\0\x7f\xc3", 3)), "\\x00\\x7f\\xc3");
  EXPECT_EQ(commentExpr("  p_x,\n   // note\n  more "), "p_x, // note more");
}

TEST(Escaping, IncludableNames) {
  EXPECT_TRUE(isIncludableName("app_seq_loops.h"));
  EXPECT_TRUE(isIncludableName("my app_seq_loops.h"));
  EXPECT_FALSE(isIncludableName(""));
  EXPECT_FALSE(isIncludableName("we\"ird.h"));
  EXPECT_FALSE(isIncludableName("back\\slash.h"));
  EXPECT_FALSE(isIncludableName("new\nline.h"));
  EXPECT_FALSE(isIncludableName("caf\xc3\xa9.h"));
}

TEST(Escaping, IdentifierFragment) {
  EXPECT_EQ(identifierFragment("op_par_loop_ns_k2"), "op_par_loop_ns_k2");
  EXPECT_EQ(identifierFragment("add$one"), "add_one");
  EXPECT_EQ(identifierFragment("caf\xc3\xa9"), "caf__");
}

TEST(Escaping, JoinedScopes) {
  EXPECT_EQ(joinedScopes("outer::inner::k", "__"), "outer__inner__k");
  EXPECT_EQ(joinedScopes("ns::k", "_"), "ns_k");
  EXPECT_EQ(joinedScopes("k", "_"), "k");
  EXPECT_EQ(joinedScopes("a:b", "_"), "a:b"); // only a double colon
}

} // namespace
} // namespace loom::translator::codegen
