// op_profile_* and op_timing2_*: nested sections, output and JSON.
#include "op_seq.h"
#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

namespace {

std::string readFile(const std::string &path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(Op2Profile, NestedSectionsAndOutput) {
  op_profile_start("main");
  op_profile_enter("setup");
  op_profile_next("solve");
  op_profile_enter_kernel("res_calc", "seq", "plain");
  op_profile_exit();
  op_profile_exit();
  op_profile_enter("solve");
  op_profile_end();
  testing::internal::CaptureStdout();
  op_profile_output();
  std::string out = testing::internal::GetCapturedStdout();
  EXPECT_NE(out.find("main/setup"), std::string::npos) << out;
  EXPECT_NE(out.find("main/solve/res_calc [seq/plain]"), std::string::npos)
      << out;
  // "solve" was entered twice.
  EXPECT_NE(out.find("main/solve "), std::string::npos);
  loom::test::ScratchDir scratch;
  const std::string path = scratch.file("compat_profile.json");
  op_profile_output_json(path.c_str());
  std::string json = readFile(path);
  EXPECT_NE(json.find("\"name\": \"main\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"name\": \"solve\", \"calls\": 2"), std::string::npos)
      << json;
}

TEST(Op2Profile, Timing2IsTheSameFacility) {
  op_timing2_start("app");
  op_timing2_enter("a");
  op_timing2_enter_kernel("k", "", "");
  op_timing2_exit();
  op_timing2_next("b");
  op_timing2_finish();
  testing::internal::CaptureStdout();
  op_timing2_output();
  std::string out = testing::internal::GetCapturedStdout();
  EXPECT_NE(out.find("app/a/k"), std::string::npos) << out;
  EXPECT_NE(out.find("app/b"), std::string::npos) << out;
  loom::test::ScratchDir scratch;
  const std::string path = scratch.file("compat_timing2.json");
  op_timing2_output_json(path.c_str());
  EXPECT_NE(readFile(path).find("\"b\""), std::string::npos);
}

TEST(Op2Profile, MisuseNamesTheCall) {
  EXPECT_EXIT(
      {
        op_profile_start("x");
        op_profile_exit();
      },
      ::testing::ExitedWithCode(1), "op_profile_exit: no section is open");
  EXPECT_EXIT(
      {
        op_profile_start("x");
        op_profile_end();
        op_profile_enter("y");
      },
      ::testing::ExitedWithCode(1),
      "op_profile_enter\\(\"y\"\\): no profile is running");
}

} // namespace
