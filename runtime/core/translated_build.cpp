#include "loom/core/translated_build.h"

#include "loom/core/error.h"

#include <atomic>
#include <cstdio>
#include <mutex>
#include <set>
#include <string>

namespace loom {

namespace {

std::atomic<char const *> &registered() {
  static std::atomic<char const *> backend{nullptr};
  return backend;
}

} // namespace

bool registerTranslatedBackend(char const *backend) {
  char const *none = nullptr;
  registered().compare_exchange_strong(none, backend);
  return true;
}

char const *translatedBackend() { return registered().load(); }

void detail::noteUntranslatedLoop(char const *name, char const *site) {
  char const *backend = translatedBackend();
  if (!backend)
    return;
  static std::mutex mutex;
  static std::set<std::string> reported;
  std::lock_guard<std::mutex> lock(mutex);
  if (!reported.insert(name ? name : "").second)
    return;
  warning("%s%sop_par_loop '%s' was not translated by "
          "loomc and runs the sequential reference loop in this %s "
          "build (is its source listed in loom_add_application's "
          "SOURCES?)",
          site ? site : "", site ? ": " : "", name ? name : "", backend);
}

} // namespace loom
