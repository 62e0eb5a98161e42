// A folder of its own for each test case, removed afterwards.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h>

namespace loom::fileio::test {

class ScratchFolder {
public:
  ScratchFolder() {
    const ::testing::TestInfo *t =
        ::testing::UnitTest::GetInstance()->current_test_info();
    path_ = (std::filesystem::temp_directory_path() /
             ("loom_fileio_" + std::string(t->test_suite_name()) + "_" +
              t->name() + "_" + std::to_string(::getpid())))
                .string();
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~ScratchFolder() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  std::string operator/(const std::string &name) const {
    return path_ + "/" + name;
  }
  const std::string &path() const { return path_; }
  // Names in the folder that start with '.' (temporaries).
  std::vector<std::string> hidden() const {
    std::vector<std::string> names;
    for (const auto &e : std::filesystem::directory_iterator(path_))
      if (e.path().filename().string()[0] == '.')
        names.push_back(e.path().filename().string());
    return names;
  }

private:
  std::string path_;
};

inline std::string contents(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void put(const std::string &path, const std::string &text) {
  std::ofstream(path, std::ios::binary) << text;
}

} // namespace loom::fileio::test
