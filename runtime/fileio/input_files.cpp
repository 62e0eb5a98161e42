#include "loom/fileio/input_files.h"

#include <sys/stat.h>

#include <mutex>
#include <vector>

namespace loom::fileio {

namespace {

// A file is its device and inode; the inode-change time tells it from a
// file that got the inode of a noted input deleted since.
struct Identity {
  dev_t device;
  ino_t inode;
  timespec changed;

  explicit Identity(const struct stat &st)
      : device(st.st_dev), inode(st.st_ino), changed(st.st_ctim) {}
  bool operator==(const Identity &other) const {
    return device == other.device && inode == other.inode &&
           changed.tv_sec == other.changed.tv_sec &&
           changed.tv_nsec == other.changed.tv_nsec;
  }
};

struct Input {
  Identity identity;
  std::string name; // as the program named it
};

struct Inputs {
  std::mutex mutex;
  std::vector<Input> files;
};

Inputs &inputs() {
  static Inputs *all = new Inputs; // never destroyed: outputs written at exit
  return *all;
}

std::optional<Identity> regularFileAt(const std::string &path) {
  struct stat st{};
  if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
    return std::nullopt;
  return Identity(st);
}

} // namespace

void noteInput(const std::string &path) {
  const std::optional<Identity> file = regularFileAt(path);
  if (!file)
    return;
  Inputs &all = inputs();
  std::lock_guard lock(all.mutex);
  for (const Input &input : all.files)
    if (input.identity == *file)
      return;
  all.files.push_back({*file, path});
}

std::optional<std::string> inputAt(const std::string &path) {
  const std::optional<Identity> file = regularFileAt(path);
  if (!file)
    return std::nullopt;
  Inputs &all = inputs();
  std::lock_guard lock(all.mutex);
  for (const Input &input : all.files)
    if (input.identity == *file)
      return input.name;
  return std::nullopt;
}

} // namespace loom::fileio
