// LOOM_DUMP_LOOPS=dir: the first call of each loop writes dir/<loop>.loop.json
// (loom/plan/loop_file.h), for loom-plan --loop-file.
#include "loom/core/loop_dump.h"

#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/core/loop_plan_inputs.h"
#include "loom/plan/loop_file.h"

#include <cctype>
#include <set>
#include <string>

namespace loom {

void dumpLoopOnce(const char *name, op_set set, const op_arg *args, int nargs) {
  const std::string &dir = context().options().dumpLoopsDir;
  if (dir.empty())
    return;
  static std::set<std::string, std::less<>> dumped;
  if (dumped.count(std::string_view(name)))
    return;
  dumped.emplace(name);
  // A name becomes a file name: keep letters, digits, '_', '-' and '.'.
  std::string file;
  for (const char *c = name; *c; ++c)
    file += std::isalnum(static_cast<unsigned char>(*c)) || *c == '_' ||
                    *c == '-' || *c == '.'
                ? *c
                : '_';
  try {
    plan::writeLoopFile(dir + "/" + file + ".loop.json", name,
                        set->name ? set->name : "",
                        loopAccess(set, args, nargs));
  } catch (const std::exception &e) {
    throw Error(std::string("LOOM_DUMP_LOOPS: ") + e.what());
  }
}

} // namespace loom
