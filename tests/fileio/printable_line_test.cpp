// printableLine: what an error message quotes reaches the terminal as one
// line that acts on nothing, and names in UTF-8 stay readable.
#include "loom/fileio/printable_line.h"

#include <gtest/gtest.h>

#include <string>

namespace {

using loom::printableLine;

TEST(PrintableLine, KeepsTextAndUtf8) {
  EXPECT_EQ(printableLine("dat 'p_q': dim 4"), "dat 'p_q': dim 4");
  EXPECT_EQ(printableLine("gr\xc3\xb6\xc3\x9f"
                          "e \xe5\xa2\x97 \xf0\x9f\x8c\x8a"),
            "gr\xc3\xb6\xc3\x9f"
            "e \xe5\xa2\x97 \xf0\x9f\x8c\x8a");
  EXPECT_EQ(printableLine("a\tb"), "a\tb");
}

TEST(PrintableLine, LineBreaksBecomeSpacesAndTrailingBlanksGo) {
  EXPECT_EQ(printableLine("bad\nsecond line\r\n"), "bad second line");
}

TEST(PrintableLine, ControlBytesAreEscaped) {
  // ESC [2J would clear the screen; NUL would end a C string; VT and FF
  // move the cursor down; DEL.
  EXPECT_EQ(printableLine("x\x1b[2J"), "x\\x1b[2J");
  EXPECT_EQ(printableLine(std::string("a\0b", 3)), "a\\x00b");
  EXPECT_EQ(printableLine("\v\f\x7f"), "\\x0b\\x0c\\x7f");
}

TEST(PrintableLine, C1ControlsAndBytesThatAreNotUtf8AreEscaped) {
  EXPECT_EQ(printableLine("\x9b"
                          "2J"),
            "\\x9b2J"); // a lone C1 byte
  EXPECT_EQ(printableLine("\xc2\x9b"
                          "2J"),
            "\\xc2\\x9b2J");                                   // C1 in UTF-8
  EXPECT_EQ(printableLine("\xc2\xa0"), "\xc2\xa0");            // U+00A0 stays
  EXPECT_EQ(printableLine("\xc0\xaf"), "\\xc0\\xaf");          // overlong '/'
  EXPECT_EQ(printableLine("\xed\xa0\x80"), "\\xed\\xa0\\x80"); // a surrogate
  EXPECT_EQ(printableLine("\xf4\x90\x80\x80"),
            "\\xf4\\x90\\x80\\x80");                  // past U+10FFFF
  EXPECT_EQ(printableLine("\xe5\xa2"), "\\xe5\\xa2"); // cut short
  EXPECT_EQ(printableLine("\xff"), "\\xff");
}

// The verbatim form quotes a name or path exactly (loomc's messages): a line
// break is a visible \n, the tab and CR are escapes, nothing is dropped;
// the rest is escaped as in a message.
TEST(PrintableLine, VerbatimFormKeepsEveryByteVisible) {
  using loom::PrintableForm;
  EXPECT_EQ(printableLine("a\nb\tc\r ", PrintableForm::Verbatim),
            "a\\nb\\x09c\\x0d ");
  EXPECT_EQ(printableLine("x\x1b[2J\x9b"
                          "2J",
                          PrintableForm::Verbatim),
            "x\\x1b[2J\\x9b2J");
  EXPECT_EQ(printableLine("gr\xc3\xb6\xc3\x9f"
                          "e",
                          PrintableForm::Verbatim),
            "gr\xc3\xb6\xc3\x9f"
            "e");
}

} // namespace
