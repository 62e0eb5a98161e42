// loom/fileio/input_files.h: no output a program's user names replaces a
// file the program reads, whatever name leads there; the library's own
// writes may, as OP2's do.
#include "loom/fileio/input_files.h"
#include "loom/fileio/output_file.h"

#include "scratch_folder.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

namespace loom::fileio::test {
namespace {

namespace fs = std::filesystem;

// What checkOutputPath says of `path`; written when it says nothing.
std::string refusal(const std::string &path) {
  try {
    checkOutputPath(path);
  } catch (const OutputError &e) {
    return e.what();
  }
  writeOutputFile(path, "output");
  return "";
}

TEST(InputFiles, AnInputIsNoOutput) {
  ScratchFolder dir;
  put(dir / "mesh.dat", "mesh");
  noteInput(dir / "mesh.dat");
  EXPECT_EQ(refusal(dir / "mesh.dat"),
            dir / "mesh.dat" +
                ": cannot write: it is an input of this program; name "
                "another file for the output");
  EXPECT_EQ(contents(dir / "mesh.dat"), "mesh");
  EXPECT_TRUE(dir.hidden().empty());
}

TEST(InputFiles, EveryNameOfAnInputIsRefused) {
  ScratchFolder dir;
  put(dir / "mesh.dat", "mesh");
  fs::create_symlink("mesh.dat", dir / "link.dat");
  fs::create_hard_link(dir / "mesh.dat", dir / "hard.dat");
  noteInput(dir / "link.dat"); // the program named the link
  const std::string named = "it is the input '" + (dir / "link.dat") + "'";
  EXPECT_NE(refusal(dir / "mesh.dat").find(named), std::string::npos);
  EXPECT_NE(refusal(dir / "hard.dat").find(named), std::string::npos);
  EXPECT_NE(refusal(dir / "link.dat").find("it is an input"),
            std::string::npos);
  EXPECT_EQ(contents(dir / "mesh.dat"), "mesh");
}

TEST(InputFiles, OtherFilesAreWritten) {
  ScratchFolder dir;
  put(dir / "mesh.dat", "mesh");
  put(dir / "old.txt", "old");
  noteInput(dir / "mesh.dat");
  noteInput(dir / "missing.dat"); // nothing there: the reader reports it
  noteInput(dir.path());          // a folder is no input file
  EXPECT_EQ(refusal(dir / "old.txt"), "");
  EXPECT_EQ(refusal(dir / "missing.dat"), "");
  EXPECT_EQ(contents(dir / "old.txt"), "output");
  EXPECT_FALSE(inputAt(dir / "old.txt"));
  EXPECT_EQ(inputAt(dir / "mesh.dat"), dir / "mesh.dat");
}

TEST(InputFiles, TheLibrarysOwnWritesMayReplaceAnInput) {
  ScratchFolder dir; // a restart file read, then written again by OP2's calls
  put(dir / "restart.h5", "step 1");
  noteInput(dir / "restart.h5");
  writeOutputFile(dir / "restart.h5", "step 2");
  EXPECT_EQ(contents(dir / "restart.h5"), "step 2");
  OutputFile out(dir / "restart.h5", OutputKind::RegularOnly, true);
  EXPECT_TRUE(out.startedFromExisting());
  out.commit();
  EXPECT_EQ(contents(dir / "restart.h5"), "step 2");
}

TEST(InputFiles, AFileReplacedSinceIsNoLongerTheInput) {
  ScratchFolder dir;
  put(dir / "mesh.dat", "mesh");
  noteInput(dir / "mesh.dat");
  fs::remove(dir / "mesh.dat"); // a new file may get the freed inode
  // Past the file system's timestamp tick, as for any input not written in
  // the same few milliseconds as its successor.
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  put(dir / "mesh.dat", "new");
  EXPECT_EQ(refusal(dir / "mesh.dat"), "");
}

} // namespace
} // namespace loom::fileio::test
