// Crash-safe HDF5 output: loom/fileio/output_file.h for a format that needs
// a regular file. HDF5 writes the temporary (temporaryPath()), which is
// renamed over the target only by commit(), after HDF5 closed it
// successfully. An output dropped without commit() (an exception, a failure
// before close) removes the temporary and leaves the target as it was; so do
// SIGINT and SIGTERM. Errors are Hdf5Error naming the file.
#pragma once

#include "loom/fileio/output_file.h"

#include <optional>
#include <string>

namespace loom::hdf5 {

class AtomicOutput {
public:
  // With `keepExisting`, the temporary starts as a copy of the target (when
  // it exists), for calls that add to a file.
  AtomicOutput(const std::string &target, bool keepExisting);

  // The file the output replaces (symlinks followed).
  const std::string &target() const { return file_->target().path; }
  // Where to write; exists only while the output is open.
  const std::string &temporaryPath() const { return file_->writePath(); }
  // True when the temporary started as a copy of an existing target.
  bool startedFromExisting() const { return file_->startedFromExisting(); }
  // Renames the (closed) temporary over the target.
  void commit();

private:
  std::optional<fileio::OutputFile> file_;
};

// For a program checking its outputs before the work: throws Hdf5Error
// "<target>: not an HDF5 file ..." when `target` (symlinks followed) is a
// regular file that HDF5 does not read, where an output that adds to its
// file (op_fetch_data_hdf5_file) would fail only at the end. Nothing at
// `target`, or an HDF5 file, passes.
void checkAddableTarget(const std::string &target);

} // namespace loom::hdf5
