// The one way every Loom program writes a file (reports, dumps, meshes,
// solutions, caches, loomc's output). The rule, for every output:
//   - symlinks are followed: the file they lead to is written, never the link;
//   - the folder must exist: Loom creates no folders for an output;
//   - a folder at the path is refused;
//   - a character device or FIFO is written in place (never replaced);
//     a FIFO without a reader, a block device or a socket is refused;
//   - a regular file (or nothing) is written to a temporary in the same
//     folder (.NAME.tmp.PID) and renamed over it only after every write and
//     the close succeeded, so an interrupted write leaves the previous file;
//   - the temporary is removed on failure, at exit(), on SIGINT and
//     SIGTERM, and a temporary left by a process that no longer runs is
//     removed by the next write to the same target.
#pragma once

#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>

namespace loom::fileio {

// An output that cannot be written: "PATH: cannot write: REASON".
class OutputError : public std::runtime_error {
public:
  OutputError(const std::string &path, const std::string &reason)
      : std::runtime_error((path.empty() ? "" : path + ": ") +
                           "cannot write: " + reason),
        path_(path), reason_(reason) {}
  const std::string &path() const noexcept { return path_; }
  const std::string &reason() const noexcept { return reason_; }

private:
  std::string path_, reason_;
};

// Where an output path leads once its symlinks are followed.
struct OutputTarget {
  std::string path;     // the file that will be written
  bool special = false; // a character device or FIFO, written in place
  bool exists = false;
  unsigned mode = 0666; // an existing file's permission bits, kept on replace
};

// Whether an output may be a device or FIFO: a stream written front to back
// may; a file format that seeks (HDF5) may not.
enum class OutputKind { Stream, RegularOnly };

// Applies the rule above without writing anything, so that programs can
// check the outputs their users name (options, environment variables)
// before the work; it also refuses a file the program reads as an input
// (input_files.h), which OutputFile alone does not: a library call may
// replace a file it read (OP2's op_dump_to_hdf5 of a restart file). Throws
// OutputError.
OutputTarget checkOutputPath(const std::string &path,
                             OutputKind kind = OutputKind::Stream);

// Checks `folder`, an option that names an output folder: it must exist and
// be a writable folder (symlinks followed). Throws OutputError.
void checkOutputFolder(const std::string &folder);

class OutputFile {
public:
  // With `keepExisting`, the temporary starts as a copy of the target (when
  // it exists), for formats that add to a file.
  explicit OutputFile(const std::string &path,
                      OutputKind kind = OutputKind::Stream,
                      bool keepExisting = false);
  OutputFile(const OutputFile &) = delete;
  OutputFile &operator=(const OutputFile &) = delete;
  ~OutputFile();

  const OutputTarget &target() const { return target_; }
  // The file to write: the temporary, or the device/FIFO itself.
  const std::string &writePath() const { return writePath_; }
  bool startedFromExisting() const { return startedFromExisting_; }

  // A stdio stream on writePath(), opened on first use.
  std::FILE *stream();
  // Writes `bytes` to stream(); throws OutputError on failure.
  void write(std::string_view bytes);
  // Flushes and closes the stream (when open), checking both, then renames
  // the temporary over the target. Throws OutputError.
  void commit();

private:
  std::string path_;
  OutputTarget target_;
  std::string writePath_;
  std::FILE *stream_ = nullptr;
  int slot_ = -1; // the temporary's entry in the signal-cleanup registry
  bool startedFromExisting_ = false;
  bool committed_ = false;
};

// Writes `contents` to `path` through an OutputFile. Throws OutputError.
void writeOutputFile(const std::string &path, std::string_view contents);

} // namespace loom::fileio
