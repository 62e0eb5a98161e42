// op_init / op_exit and the single-node forms of OP2's distributed calls.
#include "op_lib_cpp.h"

#include "loom/core/context.h"
#include "loom/core/error.h"

#include <cstdlib>
#include <cstring>
#include <string>

namespace {

// A positive integer from `text`, or a fatal error naming `what`.
int positiveInt(const char *text, const std::string &what) {
  char *end = nullptr;
  long v = std::strtol(text, &end, 10);
  if (end == text || *end != '\0' || v <= 0 || v > (1 << 24))
    loom::fatal(what + ": expected a positive integer, got '" + text + "'");
  return static_cast<int>(v);
}

} // namespace

void op_init(int argc, char **argv, int diags) {
  loom::RuntimeOptions &opt = loom::context().options();
  opt.diagnostics = diags;
  if (const char *bs = std::getenv("LOOM_BLOCK_SIZE"))
    opt.blockSize = positiveInt(bs, "LOOM_BLOCK_SIZE");
  if (const char *v = std::getenv("LOOM_VALIDATE_PLANS"))
    opt.validatePlans = std::strcmp(v, "0") != 0 && *v;
  // OP2's command-line options: OP_PART_SIZE=N sets the mini-partition size.
  for (int i = 1; i < argc && argv; ++i) {
    const char *a = argv[i];
    if (!a)
      continue;
    if (std::strncmp(a, "OP_PART_SIZE=", 13) == 0)
      opt.blockSize = positiveInt(a + 13, "OP_PART_SIZE");
    else if (std::strncmp(a, "OP_BLOCK_SIZE=", 14) == 0)
      positiveInt(a + 14, "OP_BLOCK_SIZE"); // GPU block size: checked only
  }
}

void op_exit() { loom::context().clear(); }

void op_partition(const char * /*lib_name*/, const char * /*lib_routine*/,
                  op_set /*prime_set*/, op_map /*prime_map*/,
                  op_dat /*coords*/) {
  // Single node: the whole mesh is one partition and the numbering is kept.
}

int op_is_root() { return 1; }
