// parseRuntimeOptions(): the environment variables and OP2 command-line
// arguments Loom understands, in one place.
#include "loom/core/runtime_options.h"

#include "loom/core/error.h"
#include "loom/core/large_array.h"
#include "loom/core/whole_number.h"
#include "loom/fileio/bounded_read.h"
#include "loom/fileio/output_file.h"
#include "op_lib_core.h"

#include <nlohmann/json.hpp>
#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

namespace loom {

namespace {

long integer(const char *text, const std::string &what, long low, long high,
             const char *expected) {
  const std::optional<long long> v = wholeNumber(text, low, high);
  if (!v)
    throw Error(what + ": expected " + expected + ", got '" + text + "'");
  return static_cast<long>(*v);
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

// LOOM_STREAM_GBS: a bandwidth in GB/s, "measure" or "off".
void streamBandwidth(RuntimeOptions &opt, const char *text) {
  using Mode = RuntimeOptions::StreamBandwidth;
  if (std::strcmp(text, "measure") == 0) {
    opt.streamMode = Mode::Measure;
  } else if (std::strcmp(text, "off") == 0 || !*text) {
    opt.streamMode = Mode::Off;
  } else {
    char *end = nullptr;
    const double v = std::strtod(text, &end);
    if (end == text || *end != '\0' || !(v > 0) || v > 1e6)
      throw Error(std::string("LOOM_STREAM_GBS: expected a bandwidth in GB/s "
                              "(a positive number), measure or off, "
                              "got '") +
                  text + "'");
    opt.streamMode = Mode::Given;
    opt.streamGBs = v;
  }
}

// An output file named by a variable, checked before the work
// (loom/fileio/output_file.h).
void checkOutputFile(const std::string &path, const char *what,
                     fileio::OutputKind kind = fileio::OutputKind::Stream) {
  try {
    fileio::checkOutputPath(path, kind);
  } catch (const fileio::OutputError &e) {
    throw Error(std::string(what) + ": " + e.what());
  }
}

void checkOutputFolder(const std::string &folder, const char *what) {
  try {
    fileio::checkOutputFolder(folder);
  } catch (const fileio::OutputError &e) {
    throw Error(std::string(what) + ": " + e.what());
  }
}

// OMP_NUM_THREADS: OpenMP's thread count per nesting level ("8" or "8,2").
// libgomp aborts inside the first parallel region when it cannot start the
// threads asked for, so the count is checked here, at op_init, before any
// loop runs: at most 4096 threads per level. libgomp allows blanks around
// each count (" 8 , 2 "), so they are dropped here before the count is read.
void checkThreadCounts(const char *text) {
  const std::string_view list(text);
  constexpr const char *kBlanks = " \t\n\v\f\r";
  size_t start = 0;
  while (start <= list.size()) {
    const size_t comma = std::min(list.find(',', start), list.size());
    std::string_view item = list.substr(start, comma - start);
    item.remove_prefix(std::min(item.find_first_not_of(kBlanks), item.size()));
    item.remove_suffix(item.size() - (item.find_last_not_of(kBlanks) + 1));
    if (!wholeNumber(item, 1, 4096))
      throw Error(std::string("OMP_NUM_THREADS: expected a thread count "
                              "from 1 to 4096 (or a comma-separated list "
                              "of them), got '") +
                  text + "'");
    start = comma + 1;
  }
}

// LOOM_TUNING_FILE: read when it exists (a regular file), written with
// LOOM_AUTOTUNE=1; without it a missing file is a mistake.
void checkTuningFile(const RuntimeOptions &opt, bool named) {
  struct stat st{};
  if (::stat(opt.tuningFile.c_str(), &st) == 0) {
    if (!S_ISREG(st.st_mode))
      throw Error("LOOM_TUNING_FILE: " + opt.tuningFile +
                  ": not a regular file");
    // What is there must be a tuning file, with or without LOOM_AUTOTUNE:
    // another file named by mistake (a mesh) is never read nor rewritten.
    std::string text;
    try {
      text = fileio::readInputFile(opt.tuningFile);
    } catch (const fileio::InputError &e) {
      throw Error(std::string("LOOM_TUNING_FILE: ") + e.what());
    }
    const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
    bool valid = !doc.is_discarded() && doc.is_object();
    for (auto it = valid ? doc.begin() : doc.end(); it != doc.end(); ++it)
      valid = valid && it.value().is_string();
    if (!valid)
      throw Error("LOOM_TUNING_FILE: " + opt.tuningFile +
                  ": not a tuning file (a JSON object of loop: strategy "
                  "strings); remove it or name another file");
  } else if (named && !opt.autotune) {
    throw Error("LOOM_TUNING_FILE: " + opt.tuningFile +
                ": no such file (it is written with LOOM_AUTOTUNE=1)");
  }
  if (opt.autotune)
    checkOutputFile(opt.tuningFile, "LOOM_TUNING_FILE",
                    fileio::OutputKind::RegularOnly);
}

// The value of `arg` when it is "<key>=<value>", else null.
const char *valueOf(const char *arg, const char *key) {
  size_t n = std::strlen(key);
  return std::strncmp(arg, key, n) == 0 && arg[n] == '=' ? arg + n + 1
                                                         : nullptr;
}

// LOOM_PART_SIZE / LOOM_BLOCK_SIZE: a size, or per-loop sizes
// ("res_calc=128,*=256") that become block:<size> strategy choices.
void partSizes(RuntimeOptions &opt, const char *v, const char *what,
               std::string &perLoop) {
  if (!std::strchr(v, '=')) {
    opt.partSize = positiveInt(v, what);
    opt.partSizeGiven = true;
    return;
  }
  std::string list(v);
  size_t start = 0;
  while (start <= list.size()) {
    size_t comma = std::min(list.find(',', start), list.size());
    std::string item = list.substr(start, comma - start);
    size_t eq = item.find('=');
    if (eq == std::string::npos || eq == 0)
      throw Error(std::string(what) + ": expected loop=size, got '" + item +
                  "'");
    positiveInt(item.substr(eq + 1).c_str(), what);
    if (!perLoop.empty())
      perLoop += ',';
    perLoop.append(item, 0, eq);
    perLoop += "=block:";
    perLoop.append(item, eq + 1);
    start = comma + 1;
  }
}

void readEnvironment(RuntimeOptions &opt) {
  std::string perLoop;
  if (const char *v = std::getenv("LOOM_BLOCK_SIZE"))
    partSizes(opt, v, "LOOM_BLOCK_SIZE", perLoop);
  if (const char *v = std::getenv("LOOM_PART_SIZE"))
    partSizes(opt, v, "LOOM_PART_SIZE", perLoop);
  if (const char *v = std::getenv("LOOM_PLAN_STATS"))
    opt.planStats = onOffValue(v, "LOOM_PLAN_STATS");
  if (const char *v = std::getenv("LOOM_REPORT"); v && *v) {
    opt.reportFile = v;
    checkOutputFile(opt.reportFile, "LOOM_REPORT");
  }
  if (const char *v = std::getenv("LOOM_DUMP_LOOPS"); v && *v) {
    opt.dumpLoopsDir = v;
    checkOutputFolder(opt.dumpLoopsDir, "LOOM_DUMP_LOOPS");
  }
  if (const char *v = std::getenv("LOOM_GPU_BLOCK_SIZE"))
    opt.gpuBlockSize = positiveInt(v, "LOOM_GPU_BLOCK_SIZE");
  if (const char *v = std::getenv("LOOM_CUDA_STRATEGY"))
    opt.cudaStrategy = v;
  if (const char *v = std::getenv("LOOM_CUDA_BLOCK_SIZE"); v && *v)
    opt.cudaBlockSize = {positiveInt(v, "LOOM_CUDA_BLOCK_SIZE"),
                         "LOOM_CUDA_BLOCK_SIZE"};
  if (const char *v = std::getenv("LOOM_VALIDATE_PLANS"))
    opt.validatePlans = onOffValue(v, "LOOM_VALIDATE_PLANS");
  if (const char *v = std::getenv("LOOM_STRATEGY"))
    opt.strategy = v;
  // LOOM_STRATEGY names win over per-loop sizes: they come after them.
  if (!perLoop.empty())
    opt.strategy = perLoop + (opt.strategy.empty() ? "" : ",") + opt.strategy;
  if (const char *v = std::getenv("LOOM_STRATEGY_FILE"))
    opt.strategyFile = v;
  if (const char *v = std::getenv("LOOM_AUTOTUNE"))
    opt.autotune = onOffValue(v, "LOOM_AUTOTUNE");
  const char *tuningFile = std::getenv("LOOM_TUNING_FILE");
  if (tuningFile && *tuningFile)
    opt.tuningFile = tuningFile;
  checkTuningFile(opt, tuningFile && *tuningFile);
  if (const char *v = std::getenv("LOOM_CHECK"))
    opt.checkAccess = onOffValue(v, "LOOM_CHECK");
  if (const char *v = std::getenv("LOOM_REORDER")) {
    const std::string m = v;
    if (m != "none" && m != "rcm" && m != "gps" && m != "partition" &&
        m != "metis" && m != "random")
      throw Error("LOOM_REORDER: expected none, rcm, gps, partition (or "
                  "metis) or random, got '" +
                  m + "'");
    opt.reorder = m;
  }
  if (const char *v = std::getenv("LOOM_ORDERING_CACHE"); v && *v) {
    opt.orderingCache = v;
    checkOutputFolder(opt.orderingCache, "LOOM_ORDERING_CACHE");
  }
  if (const char *v = std::getenv("LOOM_PLAN_CACHE"); v && *v) {
    opt.planCache = v;
    checkOutputFolder(opt.planCache, "LOOM_PLAN_CACHE");
  }
  if (const char *v = std::getenv("LOOM_PARTITIONER"); v && *v) {
    std::string p = v;
    for (char &c : p)
      c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (p != "PTSCOTCH" && p != "METIS" && p != "BLOCK" && p != "RANDOM")
      throw Error("LOOM_PARTITIONER: expected ptscotch, metis, block or "
                  "random, got '" +
                  std::string(v) + "'");
    opt.partitioner = p;
  }
  if (const char *v = std::getenv("LOOM_STREAM_GBS"))
    streamBandwidth(opt, v);
  opt.hugePages = hugePagesFromEnvironment();
  if (const char *v = std::getenv("OP_HYBRID_BALANCE"))
    OP_hybrid_balance = number(v, "OP_HYBRID_BALANCE");
  if (const char *v = std::getenv("OMP_NUM_THREADS"); v && *v)
    checkThreadCounts(v);
  if (const char *v = std::getenv("OP_AUTO_SOA"))
    OP_auto_soa = onOffValue(v, "OP_AUTO_SOA", /*empty=*/true) ? 1 : 0;
}

// OP2's command-line options (op_init's argv).
void readArgument(RuntimeOptions &opt, const char *a) {
  if (const char *v = valueOf(a, "OP_PART_SIZE")) {
    opt.partSize = positiveInt(v, "OP_PART_SIZE");
    opt.partSizeGiven = true;
  } else if (const char *v = valueOf(a, "LOOM_STRATEGY"))
    opt.strategy = v;
  else if (const char *v = valueOf(a, "LOOM_CUDA_STRATEGY"))
    opt.cudaStrategy = v;
  else if (std::strncmp(a, "OP_PART_SIZE_", 13) == 0)
    throw Error(std::string("op_init: ") + a +
                ": OP2's per-loop part sizes (numbered by OP2's own loop "
                "order) are not supported; name the loop instead: "
                "LOOM_PART_SIZE=\"res_calc=128,*=256\"");
  else if (const char *v = valueOf(a, "OP_BLOCK_SIZE")) {
    opt.gpuBlockSize = positiveInt(v, "OP_BLOCK_SIZE");
    opt.cudaBlockSize = {opt.gpuBlockSize, "OP_BLOCK_SIZE"};
  } else if (const char *v = valueOf(a, "OP_CACHE_LINE_SIZE"))
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
  else if (const char *v = valueOf(a, "OP_MAPS_BASE_INDEX")) {
    // OP2: 1 makes op_decl_map take 1 off every entry (Fortran-style maps).
    int base = nonNegativeInt(v, "OP_MAPS_BASE_INDEX");
    if (base > 1)
      throw Error(std::string("op_init: ") + a +
                  ": the maps' base index must be 0 or 1");
    OP_maps_base_index = base;
  }
}

} // namespace

void parseRuntimeOptions(RuntimeOptions &opt, int argc, char **argv,
                         int diagnostics) {
  opt = RuntimeOptions();
  opt.diagnostics = diagnostics;
  OP_maps_base_index = 0; // each op_init starts from C-style maps
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

bool onOffValue(const char *text, const char *what, bool empty) {
  if (!*text)
    return empty;
  if (std::strcmp(text, "0") == 0 || std::strcmp(text, "1") == 0)
    return *text == '1';
  throw Error(std::string(what) + ": expected 0 or 1, got '" + text + "'");
}

} // namespace loom
