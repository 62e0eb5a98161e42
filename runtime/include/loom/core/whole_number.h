// loom::wholeNumber: a whole number written in decimal, read by the same
// rule wherever Loom reads one from a user (the examples' counts, the
// environment variables and OP2 arguments op_init parses, the backends'
// LOOM_PREFETCH, the strategy grammar's "hier:128", the CUDA emulation's
// settings, the tools' and applications' integer options): an optional
// sign, then the digits 0-9, leading zeros allowed ("010" is ten). Nothing
// else: no blanks, no base prefix ("0x10"), no exponent ("1e3"), no
// fraction. strtol would skip leading blanks and stop at the first
// non-digit, from_chars refuses a '+', and CLI11 reads "010" as octal:
// with each reader its own, "LOOM_X= 64" and "--steps 010" meant
// different things in different places.
//
// Header-only: the CUDA emulation and the tools' command-line helpers use
// it without linking Loom's core.
#pragma once

#include <charconv>
#include <climits>
#include <optional>
#include <string_view>
#include <system_error>

namespace loom {

// Whether `text` is an optional sign followed by one or more decimal digits.
inline bool isWholeNumber(std::string_view text) {
  const std::string_view digits =
      !text.empty() && (text[0] == '+' || text[0] == '-') ? text.substr(1)
                                                          : text;
  return !digits.empty() &&
         digits.find_first_not_of("0123456789") == std::string_view::npos;
}

// The value `text` spells when it is a whole number from `low` to `high`;
// nullopt otherwise (a value past long long's range included).
inline std::optional<long long> wholeNumber(std::string_view text,
                                            long long low = LLONG_MIN,
                                            long long high = LLONG_MAX) {
  if (!isWholeNumber(text))
    return std::nullopt;
  if (text[0] == '+')
    text.remove_prefix(1); // from_chars takes '-' but not '+'
  long long value = 0;
  const std::from_chars_result r =
      std::from_chars(text.data(), text.data() + text.size(), value);
  if (r.ec != std::errc() || value < low || value > high)
    return std::nullopt;
  return value;
}

} // namespace loom
