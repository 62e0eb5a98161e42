// Replays fuzz inputs without libFuzzer: every file named on the command
// line (or every file in a named directory) is passed to the target's
// LLVMFuzzerTestOneInput. A violated property aborts, failing the test.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data,
                                      std::size_t size);

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
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.data()),
                         bytes.size());
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
