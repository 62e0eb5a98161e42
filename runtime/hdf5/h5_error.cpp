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
  std::call_once(once, [] { H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr); });
}

} // namespace loom::hdf5
