// ScratchDir: a fresh folder under the system temp dir for one test, removed
// with everything in it when the object goes out of scope (also when the
// test fails: gtest assertions return, they do not abort).
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

namespace loom::test {

class ScratchDir {
public:
  ScratchDir() {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "loom_test_XXXXXX").string();
    if (!::mkdtemp(pattern.data()))
      throw std::runtime_error("cannot create a scratch folder " + pattern);
    dir_ = pattern;
  }
  ~ScratchDir() {
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }
  ScratchDir(const ScratchDir &) = delete;
  ScratchDir &operator=(const ScratchDir &) = delete;

  const std::filesystem::path &path() const noexcept { return dir_; }
  // Path of `name` inside the folder.
  std::string file(const std::string &name) const {
    return (dir_ / name).string();
  }
  // Writes `text` to `name` inside the folder; returns its path.
  std::string write(const std::string &name, const std::string &text) const {
    const std::string p = file(name);
    std::ofstream(p, std::ios::binary) << text;
    return p;
  }

private:
  std::filesystem::path dir_;
};

} // namespace loom::test
