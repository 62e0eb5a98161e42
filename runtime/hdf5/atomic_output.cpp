#include "loom/hdf5/atomic_output.h"

#include "loom/hdf5/h5_error.h"

#include <hdf5.h>

#include <filesystem>
#include <system_error>

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

void checkAddableTarget(const std::string &target) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(target, error))
    return; // nothing there, or what checkOutputPath refuses
  silenceHdf5ErrorStack();
  if (H5Fis_hdf5(target.c_str()) <= 0)
    fail(target, "",
         "not an HDF5 file (the dat is added to the file already there, which "
         "must be HDF5: remove it or name another)");
}

} // namespace loom::hdf5
