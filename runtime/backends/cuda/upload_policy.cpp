// When CUDA device copies are made (LOOM_CUDA_UPLOAD) and in which layout a
// dat is copied at its declaration (loom/backend/cuda/declaration_upload.h).
#include "two_word_setting.h"

#include "loom/core/op2_types.h"

#include <initializer_list>
#include <set>
#include <string>

namespace loom::cuda {

namespace {

std::set<std::string> &soaNames() {
  static std::set<std::string> names;
  return names;
}

bool endsWith(const std::string &text, const std::string &suffix) {
  return text.size() >= suffix.size() &&
         text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

} // namespace

bool uploadAtDeclaration() {
  static const bool atDeclaration =
      twoWordSetting("LOOM_CUDA_UPLOAD", "declaration", "first-use");
  return atDeclaration;
}

bool preferSoa(std::initializer_list<const char *> names) {
  for (const char *name : names)
    soaNames().insert(name);
  return true;
}

bool prefersSoa(op_dat dat) {
  return endsWith(dat->type, ":soa") || soaNames().count(dat->name) > 0;
}

} // namespace loom::cuda
