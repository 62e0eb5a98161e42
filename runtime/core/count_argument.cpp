#include "loom/core/count_argument.h"

#include "loom/core/error.h"

#include <charconv>
#include <climits>
#include <cstring>
#include <string>
#include <system_error>

namespace loom {

int countArgument(const char *text, const char *name, int least) {
  const char *end = text + std::strlen(text);
  int value = 0;
  const std::from_chars_result r = std::from_chars(text, end, value);
  if (r.ec != std::errc() || r.ptr != end || value < least)
    throw Error(std::string(name) + " '" + text +
                "': expected a whole number from " + std::to_string(least) +
                " to " + std::to_string(INT_MAX));
  return value;
}

} // namespace loom
