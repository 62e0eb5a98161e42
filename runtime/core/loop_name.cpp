#include "loom/core/loop_name.h"

#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>

namespace loom {

char const *callSiteText(char const *file, unsigned line) {
  // One text per call site: the file name's pointer and the line.
  static std::mutex lock;
  static std::map<std::pair<char const *, unsigned>, std::string> texts;
  const std::lock_guard<std::mutex> hold(lock);
  auto [it, added] = texts.try_emplace({file, line}, std::string());
  if (added) {
    std::string_view name = file ? file : "";
    if (const size_t slash = name.find_last_of('/');
        slash != std::string_view::npos)
      name.remove_prefix(slash + 1);
    it->second = std::string(name) + ":" + std::to_string(line);
  }
  return it->second.c_str();
}

} // namespace loom
