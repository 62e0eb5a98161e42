#include "loom/core/count_argument.h"

#include "loom/core/error.h"
#include "loom/core/whole_number.h"

#include <climits>
#include <optional>
#include <string>

namespace loom {

int countArgument(const char *text, const char *name, int least) {
  const std::optional<long long> value = wholeNumber(text, least, INT_MAX);
  if (!value)
    throw Error(std::string(name) + " '" + text +
                "': expected a whole number from " + std::to_string(least) +
                " to " + std::to_string(INT_MAX));
  return static_cast<int>(*value);
}

} // namespace loom
