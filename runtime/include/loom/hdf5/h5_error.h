// The error raised by Loom's HDF5 layer: one line naming the file and the
// object (dataset or attribute) and what is wrong with it. HDF5's own error
// stack is never printed (see silenceHdf5ErrorStack).
#pragma once

#include "loom/core/error.h"

#include <string>

namespace loom::hdf5 {

class Hdf5Error : public loom::Error {
public:
  using loom::Error::Error;
};

// "<file>: <object>: <what>" (the object part left out when empty).
[[noreturn]] void fail(const std::string &file, const std::string &object,
                       const std::string &what);

// Turns off HDF5's automatic printing of its error stack (once per process).
void silenceHdf5ErrorStack();

} // namespace loom::hdf5
