// parseRuntimeOptions(): the environment variables and OP2 command-line
// arguments Loom understands, in one place.
#include "loom/core/runtime_options.h"

#include "loom/core/error.h"
#include "op_lib_core.h"

#include <cstdlib>
#include <cstring>
#include <string>

namespace loom {

namespace {

long integer(const char *text, const std::string &what, long low, long high,
             const char *expected) {
  char *end = nullptr;
  long v = std::strtol(text, &end, 10);
  if (end == text || *end != '\0' || v < low || v > high)
    throw Error(what + ": expected " + expected + ", got '" + text + "'");
  return v;
}

int positiveInt(const char *text, const std::string &what) {
  return static_cast<int>(
      integer(text, what, 1, 1L << 24, "a positive integer"));
}

int nonNegativeInt(const char *text, const std::string &what) {
  return static_cast<int>(
      integer(text, what, 0, 1L << 30, "a non-negative integer"));
}

double number(const char *text, const std::string &what) {
  char *end = nullptr;
  double v = std::strtod(text, &end);
  if (end == text || *end != '\0')
    throw Error(what + ": expected a number, got '" + text + "'");
  return v;
}

bool flag(const char *text) { return *text && std::strcmp(text, "0") != 0; }

// The value of `arg` when it is "<key>=<value>", else null.
const char *valueOf(const char *arg, const char *key) {
  size_t n = std::strlen(key);
  return std::strncmp(arg, key, n) == 0 && arg[n] == '=' ? arg + n + 1
                                                         : nullptr;
}

void readEnvironment(RuntimeOptions &opt) {
  if (const char *v = std::getenv("LOOM_BLOCK_SIZE"))
    opt.partSize = positiveInt(v, "LOOM_BLOCK_SIZE");
  if (const char *v = std::getenv("LOOM_PART_SIZE"))
    opt.partSize = positiveInt(v, "LOOM_PART_SIZE");
  if (const char *v = std::getenv("LOOM_GPU_BLOCK_SIZE"))
    opt.gpuBlockSize = positiveInt(v, "LOOM_GPU_BLOCK_SIZE");
  if (const char *v = std::getenv("LOOM_VALIDATE_PLANS"))
    opt.validatePlans = flag(v);
  if (const char *v = std::getenv("LOOM_CHECK"))
    opt.checkAccess = flag(v);
  if (const char *v = std::getenv("OP_HYBRID_BALANCE"))
    OP_hybrid_balance = number(v, "OP_HYBRID_BALANCE");
  if (std::getenv("OP_AUTO_SOA"))
    OP_auto_soa = 1;
}

// OP2's command-line options (op_init's argv).
void readArgument(RuntimeOptions &opt, const char *a) {
  if (const char *v = valueOf(a, "OP_PART_SIZE"))
    opt.partSize = positiveInt(v, "OP_PART_SIZE");
  else if (const char *v = valueOf(a, "OP_BLOCK_SIZE"))
    opt.gpuBlockSize = positiveInt(v, "OP_BLOCK_SIZE");
  else if (const char *v = valueOf(a, "OP_CACHE_LINE_SIZE"))
    OP_cache_line_size = positiveInt(v, "OP_CACHE_LINE_SIZE");
  else if (const char *v = valueOf(a, "OP_TEST_FREQ"))
    OP_mpi_test_frequency = positiveInt(v, "OP_TEST_FREQ");
  else if (const char *v = valueOf(a, "OP_HYBRID_BALANCE"))
    OP_hybrid_balance = number(v, "OP_HYBRID_BALANCE");
  else if (const char *v = valueOf(a, "OP_CUDA_REDUCTIONS_MIB"))
    OP_cuda_reductions_mib = positiveInt(v, "OP_CUDA_REDUCTIONS_MIB");
  else if (std::strcmp(a, "-gpudirect") == 0)
    OP_gpu_direct = 1;
  else if (std::strcmp(a, "OP_AUTO_SOA") == 0)
    OP_auto_soa = 1;
  else if (std::strcmp(a, "OP_PARTIAL_EXCHANGE") == 0)
    OP_partial_exchange = 1;
  else if (std::strcmp(a, "OP_NO_REALLOC") == 0)
    throw Error("op_init: OP_NO_REALLOC (dats aliasing user memory) is not "
                "supported by Loom; dats always hold a copy");
  else if (const char *v = valueOf(a, "OP_MAPS_BASE_INDEX");
           v && nonNegativeInt(v, "OP_MAPS_BASE_INDEX") != 0)
    throw Error(std::string("op_init: ") + a +
                ": 1-based maps are not supported by Loom (maps are 0-based)");
}

} // namespace

void parseRuntimeOptions(RuntimeOptions &opt, int argc, char **argv,
                         int diagnostics) {
  opt.diagnostics = diagnostics;
  readEnvironment(opt);
  bool partSizeArgument = false;
  for (int i = 1; i < argc && argv; ++i)
    if (argv[i]) {
      readArgument(opt, argv[i]);
      partSizeArgument |= valueOf(argv[i], "OP_PART_SIZE") != nullptr;
    }
  OP_diags = opt.diagnostics;
  OP_part_size = partSizeArgument ? opt.partSize : 0;
  OP_block_size = opt.gpuBlockSize;
}

} // namespace loom
