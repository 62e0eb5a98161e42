// The files a program reads as its inputs, so that no output replaces one:
// `airfoil g.dat --save-solution g.dat` or `loom-reorder g.dat -o g.dat`
// would otherwise overwrite the mesh being read. Readers of the files a user
// names as inputs (the mesh readers, HDF5 files opened read-only, loomc's
// sources, LOOM_STRATEGY_FILE) note each one; checkOutputPath
// (output_file.h), which programs apply to the outputs their users name,
// refuses one that leads to a noted file, whatever name, symlink or hard
// link leads there. Files a program reads and then updates on purpose (the
// plan and ordering caches, LOOM_TUNING_FILE) are not noted.
#pragma once

#include <optional>
#include <string>

namespace loom::fileio {

// Notes the regular file at `path` (symlinks followed) as an input. Anything
// else, or nothing at `path`, is ignored: the reader reports it.
void noteInput(const std::string &path);

// The name of the noted input that is the same file as `path`, if any.
std::optional<std::string> inputAt(const std::string &path);

} // namespace loom::fileio
