#include "loom/hdf5/atomic_output.h"

#include "loom/hdf5/h5_error.h"

namespace loom::hdf5 {

AtomicOutput::AtomicOutput(const std::string &target, bool keepExisting) {
  try {
    file_.emplace(target, fileio::OutputKind::RegularOnly, keepExisting);
  } catch (const fileio::OutputError &e) {
    fail(target, "", "cannot write: " + e.reason());
  }
}

void AtomicOutput::commit() {
  try {
    file_->commit();
  } catch (const fileio::OutputError &e) {
    fail(file_->target().path, "", "cannot write: " + e.reason());
  }
}

} // namespace loom::hdf5
