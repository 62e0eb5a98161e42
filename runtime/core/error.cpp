#include "loom/core/error.h"

#include <cstdio>
#include <cstdlib>

namespace loom {

void fatal(const std::string &message) {
  std::fflush(stdout);
  std::fprintf(stderr, "loom: error: %s\n", message.c_str());
  std::exit(1);
}

} // namespace loom
