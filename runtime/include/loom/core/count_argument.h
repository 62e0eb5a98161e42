// loom::countArgument: a count given on a program's command line (nodes,
// time steps), read whole. atoi reads "1e6" as 1, "12x" as 12 and "abc" as
// 0, and past INT_MAX its result is undefined: a program that then falls
// back to its default runs another case than the one asked for, silently.
#pragma once

namespace loom {

// The whole number `text`, from `least` to 2147483647 (INT_MAX); anything
// else throws loom::Error "<name> '<text>': expected a whole number from
// <least> to 2147483647".
int countArgument(const char *text, const char *name, int least = 1);

} // namespace loom
