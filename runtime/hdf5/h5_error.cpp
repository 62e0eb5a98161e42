#include "loom/hdf5/h5_error.h"

#include <hdf5.h>

#include <mutex>

namespace loom::hdf5 {

void fail(const std::string &file, const std::string &object,
          const std::string &what) {
  std::string message = file + ": ";
  if (!object.empty())
    message += object + ": ";
  throw Hdf5Error(message + what);
}

void silenceHdf5ErrorStack() {
  static std::once_flag once;
  std::call_once(once, [] {
    // HDF5 then skips its exit handler: after a write failed (a full disk),
    // the file it could not close makes that handler crash (SIGSEGV in
    // H5F__close_cb, HDF5 1.10). Every file is closed by its File; the
    // process's memory goes at exit anyway. Must precede any other call.
    H5dont_atexit();
    H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);
  });
}

} // namespace loom::hdf5
