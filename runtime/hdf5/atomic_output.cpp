#include "loom/hdf5/atomic_output.h"

#include "loom/hdf5/h5_error.h"

#include <filesystem>
#include <system_error>
#include <unistd.h>

namespace fs = std::filesystem;

namespace loom::hdf5 {

AtomicOutput::AtomicOutput(const std::string &target, bool keepExisting)
    : target_(target) {
  fs::path path(target);
  fs::path dir =
      path.parent_path().empty() ? fs::path(".") : path.parent_path();
  if (!fs::is_directory(dir))
    fail(target, "", "directory '" + dir.string() + "' does not exist");
  // Built piecewise: GCC 12 warns (-Wrestrict) on "." + std::string.
  std::string name = ".";
  name += path.filename().string();
  name += ".tmp.";
  name += std::to_string(::getpid());
  temporary_ = (dir / name).string();
  std::error_code ec;
  fs::remove(temporary_, ec);
  if (keepExisting && fs::exists(path)) {
    fs::copy_file(path, temporary_, fs::copy_options::overwrite_existing, ec);
    if (ec)
      fail(target, "", "cannot copy to '" + temporary_ + "': " + ec.message());
    startedFromExisting_ = true;
  }
}

AtomicOutput::~AtomicOutput() {
  if (!committed_) {
    std::error_code ec;
    fs::remove(temporary_, ec);
  }
}

void AtomicOutput::commit() {
  std::error_code ec;
  fs::rename(temporary_, target_, ec);
  if (ec)
    fail(target_, "",
         "cannot rename '" + temporary_ + "' into place: " + ec.message());
  committed_ = true;
}

} // namespace loom::hdf5
