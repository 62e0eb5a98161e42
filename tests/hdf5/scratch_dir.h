// A scratch directory for one test, removed when the test ends: when it
// fails, and also when the runtime ends the process through exit(1) (an
// atexit hook removes the directories still alive).
#pragma once

#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>

#include <unistd.h>

class ScratchDir {
public:
  explicit ScratchDir(const std::string &tag)
      : path_(std::filesystem::temp_directory_path() /
              ("loom_hdf5_" + tag + "_" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
    static bool hooked = (std::atexit(removeLive), true);
    (void)hooked;
    live().insert(path_.string());
  }
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
    live().erase(path_.string());
  }
  ScratchDir(const ScratchDir &) = delete;
  ScratchDir &operator=(const ScratchDir &) = delete;
  std::string file(const std::string &name) const { return path_ / name; }
  const std::filesystem::path &path() const { return path_; }

private:
  static std::set<std::string> &live() {
    static std::set<std::string> *dirs = new std::set<std::string>;
    return *dirs;
  }
  static void removeLive() {
    std::error_code ec;
    for (const std::string &dir : live())
      std::filesystem::remove_all(dir, ec);
  }
  std::filesystem::path path_;
};
