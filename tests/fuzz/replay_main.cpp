// Replays fuzz inputs without libFuzzer: every file named on the command
// line (or every file in a named directory) is passed to the target's
// LLVMFuzzerTestOneInput. A violated property aborts, failing the test.
//
// As under libFuzzer (-malloc_limit_mb, which defaults to -rss_limit_mb,
// 2048 in scripts/run-fuzz.sh), one allocation of more than 2 GiB is a
// finding: here operator new refuses it, so an input that makes a reader
// size its arrays from an unchecked count fails its replay test instead of
// passing on a machine with memory to spare. (Under AddressSanitizer and
// ThreadSanitizer their own operator new stays; the tests then set
// max_allocation_size_mb.)
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <new>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data,
                                      std::size_t size);

namespace {

constexpr std::size_t allocationLimit = std::size_t(2048) << 20;

} // namespace

// GCC says __SANITIZE_*__; Clang 19 says __has_feature (and
// __SANITIZE_ADDRESS__, but not __SANITIZE_THREAD__).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define LOOM_SANITIZER_OPERATOR_NEW 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define LOOM_SANITIZER_OPERATOR_NEW 1
#endif
#endif

#ifndef LOOM_SANITIZER_OPERATOR_NEW
void *operator new(std::size_t size) {
  if (size > allocationLimit)
    throw std::bad_alloc();
  if (void *p = std::malloc(size == 0 ? 1 : size))
    return p;
  throw std::bad_alloc();
}
void operator delete(void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }
#endif

namespace {

bool replay(const std::filesystem::path &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "loom: error: cannot read '%s'\n", path.c_str());
    return false;
  }
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)),
                          std::istreambuf_iterator<char>());
  std::printf("replaying %s (%zu bytes)\n", path.c_str(), bytes.size());
  std::fflush(stdout);
  try {
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.data()),
                           bytes.size());
  } catch (const std::bad_alloc &) {
    std::fprintf(stderr,
                 "loom fuzz: '%s' asked for more than %zu MiB at once (or "
                 "memory ran out)\n",
                 path.c_str(), allocationLimit >> 20);
    return false;
  }
  return true;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "loom: error: usage: %s FILE|DIR...\n", argv[0]);
    return 1;
  }
  bool ok = true;
  for (int i = 1; i < argc; ++i) {
    std::filesystem::path arg(argv[i]);
    std::error_code error;
    if (std::filesystem::is_directory(arg, error)) {
      for (const auto &entry : std::filesystem::directory_iterator(arg))
        if (entry.is_regular_file())
          ok = replay(entry.path()) && ok;
    } else {
      ok = replay(arg) && ok;
    }
  }
  return ok ? 0 : 1;
}
