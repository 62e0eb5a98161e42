// loom::wholeNumber / loom::isWholeNumber: the one rule by which Loom reads
// a whole number a user wrote (counts, environment variables, options).
#include "loom/core/whole_number.h"

#include <gtest/gtest.h>

#include <climits>
#include <optional>

namespace {

using loom::isWholeNumber;
using loom::wholeNumber;

TEST(WholeNumber, ReadsAnOptionalSignAndDecimalDigits) {
  EXPECT_EQ(wholeNumber("64"), 64);
  EXPECT_EQ(wholeNumber("+64"), 64);
  EXPECT_EQ(wholeNumber("-64"), -64);
  EXPECT_EQ(wholeNumber("010"), 10); // decimal, not octal
  EXPECT_EQ(wholeNumber("0"), 0);
  EXPECT_EQ(wholeNumber("-0"), 0);
  EXPECT_EQ(wholeNumber("9223372036854775807"), LLONG_MAX);
  EXPECT_EQ(wholeNumber("-9223372036854775808"), LLONG_MIN);
}

TEST(WholeNumber, RefusesAnythingElse) {
  for (const char *bad :
       {"", "+", "-", " 64", "64 ", "\t64", "6 4", "0x10", "1e3", "4.5", "64k",
        "++1", "+-1", "--1", "abc", "９"})
    EXPECT_FALSE(wholeNumber(bad).has_value()) << "'" << bad << "'";
  EXPECT_FALSE(isWholeNumber(" 64"));
  EXPECT_FALSE(isWholeNumber(""));
  EXPECT_TRUE(isWholeNumber("-007"));
}

TEST(WholeNumber, OutsideTheRangeIsNoValue) {
  EXPECT_EQ(wholeNumber("4096", 1, 4096), 4096);
  EXPECT_EQ(wholeNumber("1", 1, 4096), 1);
  EXPECT_FALSE(wholeNumber("4097", 1, 4096).has_value());
  EXPECT_FALSE(wholeNumber("0", 1, 4096).has_value());
  EXPECT_FALSE(wholeNumber("-1", 0).has_value());
  // Past long long's range: digits, but no value.
  EXPECT_TRUE(isWholeNumber("9223372036854775808"));
  EXPECT_FALSE(wholeNumber("9223372036854775808").has_value());
  EXPECT_FALSE(wholeNumber("99999999999999999999999999").has_value());
}

} // namespace
