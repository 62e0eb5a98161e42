// loom::cuda::twoWordSetting: a setting that is one of two words.
#include "two_word_setting.h"

#include "loom/core/error.h"

#include <cstdlib>
#include <string>

namespace loom::cuda {

bool twoWordSetting(const char *name, const char *first, const char *second) {
  const char *text = std::getenv(name);
  if (!text || !*text || std::string(text) == first)
    return true;
  if (std::string(text) == second)
    return false;
  fatal(std::string(name) + ": expected " + first + " or " + second +
        ", got '" + text + "'");
}

} // namespace loom::cuda
