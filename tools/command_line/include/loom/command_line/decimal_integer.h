// Integer options read as decimal numbers.
//
// CLI11 converts an integer option with strtoll's base 0, so "--steps 010"
// would run 8 steps and "0x10" 16, while Loom's environment variables read
// "010" as 10 and refuse "0x10". An integer option given
// `->transform(loom::command_line::kDecimalInteger)` (a transform, which
// CLI11 runs before the option's checks and whose edit of the text it
// keeps) reads "010" as 10, as the environment's readers do: it takes a
// whole number by loom::isWholeNumber's rule (an optional sign and decimal
// digits), leading zeros dropped; anything else (blanks, "0x10", the empty
// string) is an error naming the option and the value.
#pragma once

#include "loom/core/whole_number.h"

#include <CLI/CLI.hpp>

#include <string>

namespace loom::command_line {

inline std::string decimalInteger(std::string &text) {
  if (!loom::isWholeNumber(text))
    return "expected a decimal integer, got '" + text + "'";
  const std::string::size_type digits =
      text[0] == '+' || text[0] == '-' ? 1 : 0;
  std::string::size_type first = text.find_first_not_of('0', digits);
  if (first == std::string::npos) // all zeros: keep one
    first = text.size() - 1;
  text.erase(digits, first - digits);
  return {};
}

// For unsigned options: CLI11 reads "-1" into an unsigned option as its
// largest value.
inline std::string unsignedDecimalInteger(std::string &text) {
  if (!text.empty() && text[0] == '-')
    return "expected a decimal integer of 0 or more, got '" + text + "'";
  return decimalInteger(text);
}

// No description: the option's help keeps its own.
inline const CLI::Validator kDecimalInteger(decimalInteger, "",
                                            "decimal integer");
inline const CLI::Validator kUnsignedDecimalInteger(unsignedDecimalInteger, "",
                                                    "unsigned decimal");

} // namespace loom::command_line
