// loom::countArgument: a count from the command line, read whole; anything
// atoi would misread (a suffix, an exponent, a blank, a number past INT_MAX)
// is an error naming the argument, the text and the range.
#include "loom/core/count_argument.h"
#include "loom/core/error.h"

#include <gtest/gtest.h>

#include <string>

namespace {

TEST(CountArgument, ReadsWholeNumbersFromTheLeast) {
  EXPECT_EQ(loom::countArgument("1001", "NNODE", 2), 1001);
  EXPECT_EQ(loom::countArgument("2", "NNODE", 2), 2);
  EXPECT_EQ(loom::countArgument("1", "STEPS"), 1);
  EXPECT_EQ(loom::countArgument("2147483647", "STEPS"), 2147483647);
  // loom::wholeNumber's rule: a '+' and leading zeros are allowed.
  EXPECT_EQ(loom::countArgument("+5", "STEPS"), 5);
  EXPECT_EQ(loom::countArgument("010", "STEPS"), 10);
}

std::string errorOf(const char *text, int least = 1) {
  try {
    loom::countArgument(text, "STEPS", least);
  } catch (const loom::Error &e) {
    return e.what();
  }
  return "no error";
}

TEST(CountArgument, RejectsWhatAtoiMisreads) {
  EXPECT_EQ(errorOf("1e6"),
            "STEPS '1e6': expected a whole number from 1 to 2147483647");
  for (const char *bad : {"", "abc", "12x", " 5", "5 ", "-3", "0", "4.5",
                          "2147483648", "99999999999999999999"})
    EXPECT_EQ(errorOf(bad), std::string("STEPS '") + bad +
                                "': expected a whole number from 1 to "
                                "2147483647")
        << "'" << bad << "'";
  EXPECT_EQ(errorOf("1", 2),
            "STEPS '1': expected a whole number from 2 to 2147483647");
}

} // namespace
