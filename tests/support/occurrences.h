// How often `what` occurs in `text`, overlapping occurrences included: for
// tests that expect a line or a definition exactly once.
#pragma once

#include <cstddef>
#include <string>

namespace loom::test {

inline std::size_t occurrences(const std::string &text,
                               const std::string &what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos;
       at = text.find(what, at + 1))
    ++n;
  return n;
}

} // namespace loom::test
