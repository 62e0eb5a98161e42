#include "loom/core/error.h"
#include "loom/core/type_name.h"

#include <gtest/gtest.h>

namespace {

struct Vec3 {
  double x, y, z;
};

TEST(TypeName, SuffixAndAliases) {
  EXPECT_EQ(loom::baseTypeName("double:soa"), "double");
  EXPECT_TRUE(loom::sameTypeName("uint", "unsigned int"));
  EXPECT_TRUE(loom::sameTypeName("ll", "long long"));
  EXPECT_FALSE(loom::sameTypeName("float", "double"));
  EXPECT_TRUE(loom::sameTypeName("ull:soa", "unsigned long long"));
  EXPECT_TRUE(loom::sameTypeName("signed int", "int"));
  EXPECT_TRUE(loom::sameTypeName("unsigned long int", "unsigned long"));
  EXPECT_FALSE(loom::sameTypeName("ull", "long long"));
}

TEST(TypeName, BuiltinSizes) {
  EXPECT_EQ(loom::builtinTypeSize("double"), 8);
  EXPECT_EQ(loom::builtinTypeSize("float:soa"), 4);
  EXPECT_EQ(loom::builtinTypeSize("Vec3"), 0);
}

TEST(TypeName, CheckAgainstCxxType) {
  EXPECT_NO_THROW(loom::checkTypeName<double>("double", "d"));
  EXPECT_THROW(loom::checkTypeName<double>("int", "d"), loom::Error);
  EXPECT_NO_THROW(loom::checkTypeName<Vec3>("Vec3", "v"));
  EXPECT_THROW(loom::checkTypeName<Vec3>("double", "v"), loom::Error);
}

} // namespace
