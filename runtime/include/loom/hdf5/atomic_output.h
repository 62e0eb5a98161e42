// Crash-safe output: the file is written under a temporary name in the same
// directory and renamed over the target only by commit(), after it was
// closed successfully. An output dropped without commit() (an exception, a
// failure before close) removes the temporary and leaves the target as it
// was.
#pragma once

#include <string>

namespace loom::hdf5 {

class AtomicOutput {
public:
  // With `keepExisting`, the temporary starts as a copy of the target (when
  // it exists), for calls that add to a file.
  AtomicOutput(const std::string &target, bool keepExisting);
  AtomicOutput(const AtomicOutput &) = delete;
  AtomicOutput &operator=(const AtomicOutput &) = delete;
  ~AtomicOutput();

  const std::string &target() const { return target_; }
  // Where to write; exists only while the output is open.
  const std::string &temporaryPath() const { return temporary_; }
  // True when the temporary started as a copy of an existing target.
  bool startedFromExisting() const { return startedFromExisting_; }
  // Renames the (closed) temporary over the target.
  void commit();

private:
  std::string target_;
  std::string temporary_;
  bool startedFromExisting_ = false;
  bool committed_ = false;
};

} // namespace loom::hdf5
