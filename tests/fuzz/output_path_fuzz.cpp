// Fuzz target: the output rule (loom/fileio/output_file.h) on folders built
// from the bytes. The bytes make a scratch folder of regular files,
// sub-folders, FIFOs (nobody reads them), symlinks (relative, to entries of
// the folder or to nothing, chains and loops) and temporaries of dead and
// live processes, then name a path to write. Whatever happens:
//   - no folder, FIFO or symlink is replaced or removed, and no entry
//     changes kind (the target may become a regular file only where there
//     was a regular file or nothing);
//   - no temporary of this process is left behind;
//   - a write that succeeds leaves the file it resolved to holding exactly
//     the bytes written; one that fails throws OutputError (nothing else);
//   - nothing outside the scratch folder is touched (every link is
//     relative and stays inside).
#include "byte_reader.h"
#include "fuzz_check.h"
#include "loom/fileio/output_file.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>

namespace fs = std::filesystem;
using loom::fuzz::ByteReader;
using loom::fuzz::check;

namespace {

const char *const kNames[] = {"a", "b", "c", "d/e", "d/f", "g/h", "d", "g"};
constexpr int kNameCount = sizeof kNames / sizeof kNames[0];

std::string scratchFolder() {
  static const std::string path = [] {
    std::string p = (fs::temp_directory_path() /
                     ("loom_output_fuzz_" + std::to_string(::getpid())))
                        .string();
    return p;
  }();
  return path;
}

char kindOf(const std::string &path) {
  struct stat st{};
  if (::lstat(path.c_str(), &st) != 0)
    return '-';
  if (S_ISLNK(st.st_mode))
    return 'l';
  if (S_ISDIR(st.st_mode))
    return 'd';
  if (S_ISFIFO(st.st_mode))
    return 'p';
  return S_ISREG(st.st_mode) ? 'f' : '?';
}

// Every entry under the folder and its kind.
std::map<std::string, char> snapshot(const std::string &root) {
  std::map<std::string, char> kinds;
  for (auto it = fs::recursive_directory_iterator(root);
       it != fs::recursive_directory_iterator(); ++it)
    kinds[it->path().string()] = kindOf(it->path().string());
  return kinds;
}

bool isTemporary(const std::string &path) {
  const std::string name = fs::path(path).filename().string();
  return name.size() > 1 && name[0] == '.' &&
         name.find(".tmp.") != std::string::npos;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data,
                                      std::size_t size) {
  ByteReader in(data, size);
  const std::string root = scratchFolder();
  fs::remove_all(root);
  fs::create_directories(root);
  // Build the folder: up to 8 entries of the bytes' choosing.
  const int entries = in.below(9);
  for (int i = 0; i < entries; ++i) {
    const std::string path = root + "/" + kNames[in.below(kNameCount)];
    std::error_code ec;
    fs::create_directories(fs::path(path).parent_path(), ec);
    if (ec || kindOf(path) != '-')
      continue;
    switch (in.below(5)) {
    case 0:
      std::ofstream(path) << "old";
      break;
    case 1:
      fs::create_directory(path, ec);
      break;
    case 2:
      ::mkfifo(path.c_str(), 0600);
      break;
    case 3: { // relative link to another name (maybe missing, maybe itself)
      std::string target = kNames[in.below(kNameCount)];
      if (fs::path(path).parent_path() != fs::path(root))
        target = "../" + target;
      fs::create_symlink(target, path, ec);
      break;
    }
    default: { // a temporary of a dead (pid 999999999) or a live process
      const std::string dir = fs::path(path).parent_path().string();
      const std::string name = fs::path(path).filename().string();
      const std::string pid =
          in.flag() ? "999999999" : std::to_string(::getppid());
      std::ofstream(dir + "/." + name + ".tmp." + pid) << "stale";
      break;
    }
    }
  }
  const std::string target = root + "/" + kNames[in.below(kNameCount)];
  const std::string contents(in.below(64), 'x');
  const bool regularOnly = in.flag();

  const std::map<std::string, char> before = snapshot(root);
  std::string written; // the file the rule resolved the target to
  try {
    loom::fileio::OutputFile out(
        target, regularOnly ? loom::fileio::OutputKind::RegularOnly
                            : loom::fileio::OutputKind::Stream);
    written = out.target().path;
    out.write(contents);
    out.commit();
  } catch (const loom::fileio::OutputError &) {
    written.clear();
  }
  const std::map<std::string, char> after = snapshot(root);
  // The written file's real path (links in its folder part resolved).
  std::error_code ec;
  if (!written.empty())
    written = fs::weakly_canonical(written, ec).string();
  for (const auto &[path, kind] : before) {
    auto it = after.find(path);
    const bool isStale = isTemporary(path);
    if (isStale)
      continue; // a dead process's temporary may go
    check(it != after.end(), "entry removed: " + path);
    check(it->second == kind, "entry changed kind: " + path);
  }
  for (const auto &[path, kind] : after) {
    if (isTemporary(path))
      check(before.count(path) > 0, "temporary left behind: " + path);
    else if (!before.count(path))
      check(fs::weakly_canonical(path, ec).string() == written && kind == 'f',
            "unexpected new entry: " + path);
  }
  if (!written.empty() && kindOf(written) == 'f') {
    std::ifstream file(written, std::ios::binary);
    const std::string text{std::istreambuf_iterator<char>(file),
                           std::istreambuf_iterator<char>()};
    check(text == contents, "written file does not hold the bytes: " + written);
  }
  fs::remove_all(root);
  return 0;
}
