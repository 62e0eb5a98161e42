#include "loom/core/strategy_flag.h"

#include "loom/core/context.h"
#include "loom/core/translated_build.h"

#include <cstring>

namespace loom {

void applyStrategyFlag(const std::string &strategies) {
  if (strategies.empty())
    return;
  const char *backend = translatedBackend();
  RuntimeOptions &options = context().options();
  if (backend && std::strncmp(backend, "cuda", 4) == 0)
    options.cudaStrategy = strategies;
  else
    options.strategy = strategies;
  context().settingsChanged();
}

} // namespace loom
