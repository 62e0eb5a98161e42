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

namespace loom::detail {
void resetRegistryCounters(); // op2_globals.cpp
}

namespace {

// A non-negative integer from `text`, or a fatal error naming `what`.
int nonNegativeInt(const char *text, const std::string &what) {
  char *end = nullptr;
  long v = std::strtol(text, &end, 10);
  if (end == text || *end != '\0' || v < 0 || v > (1L << 30))
    loom::fatal(what + ": expected a non-negative integer, got '" + text + "'");
  return static_cast<int>(v);
}

double number(const char *text, const std::string &what) {
  char *end = nullptr;
  double v = std::strtod(text, &end);
  if (end == text || *end != '\0')
    loom::fatal(what + ": expected a number, got '" + text + "'");
  return v;
}

} // namespace

void op_init(int argc, char **argv, int diags) {
  loom::RuntimeOptions &opt = loom::context().options();
  opt.diagnostics = diags;
  OP_diags = diags;
  if (const char *hb = std::getenv("OP_HYBRID_BALANCE"))
    OP_hybrid_balance = number(hb, "OP_HYBRID_BALANCE");
  if (std::getenv("OP_AUTO_SOA"))
    OP_auto_soa = 1;
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
      opt.blockSize = OP_part_size = positiveInt(a + 13, "OP_PART_SIZE");
    else if (std::strncmp(a, "OP_BLOCK_SIZE=", 14) == 0)
      OP_block_size = positiveInt(a + 14, "OP_BLOCK_SIZE"); // GPU only
    else if (std::strncmp(a, "OP_CACHE_LINE_SIZE=", 19) == 0)
      OP_cache_line_size = positiveInt(a + 19, "OP_CACHE_LINE_SIZE");
    else if (std::strncmp(a, "OP_TEST_FREQ=", 13) == 0)
      OP_mpi_test_frequency = positiveInt(a + 13, "OP_TEST_FREQ");
    else if (std::strncmp(a, "OP_HYBRID_BALANCE=", 18) == 0)
      OP_hybrid_balance = number(a + 18, "OP_HYBRID_BALANCE");
    else if (std::strncmp(a, "OP_CUDA_REDUCTIONS_MIB=", 23) == 0)
      OP_cuda_reductions_mib = positiveInt(a + 23, "OP_CUDA_REDUCTIONS_MIB");
    else if (std::strcmp(a, "-gpudirect") == 0)
      OP_gpu_direct = 1;
    else if (std::strcmp(a, "OP_AUTO_SOA") == 0)
      OP_auto_soa = 1;
    else if (std::strcmp(a, "OP_PARTIAL_EXCHANGE") == 0)
      OP_partial_exchange = 1;
    else if (std::strcmp(a, "OP_NO_REALLOC") == 0)
      loom::fatal("op_init: OP_NO_REALLOC (dats aliasing user memory) is not "
                  "supported by Loom; dats always hold a copy");
    else if (std::strncmp(a, "OP_MAPS_BASE_INDEX=", 19) == 0 &&
             nonNegativeInt(a + 19, "OP_MAPS_BASE_INDEX") != 0)
      loom::fatal(
          std::string("op_init: ") + a +
          ": 1-based maps are not supported by Loom (maps are 0-based)");
  }
}

void op_init_soa(int argc, char **argv, int diags, int soa) {
  OP_auto_soa = soa ? 1 : 0;
  op_init(argc, argv, diags);
}

void op_exit() {
  loom::context().clear();
  loom::detail::resetRegistryCounters();
}
