// LOOM_TUNING_FILE (default loom_tuning.json): the strategies LOOM_AUTOTUNE=1
// chose, a JSON object "loop@meshhash": "strategy" shared by the backends
// that tune (openmp; cuda_global and cuda_hier append "@cuda_global" or
// "@cuda_hier" to the key). The mesh hash covers the
// loop's set (name and size) and the maps its arguments use, so a renumbered
// or different mesh is tuned again, and a loop run on several sets has an
// entry per set.
#pragma once

#include "op_lib_cpp.h"

#include <cstdint>
#include <map>
#include <string>

namespace loom {

class TuningFile {
public:
  // Reads `path` when it exists. A file that is not a JSON object of
  // strings (another file named by mistake) ends the program with one line
  // and is never rewritten.
  explicit TuningFile(std::string path);

  const std::string &path() const { return path_; }
  // The saved strategy of `key`, or null.
  const std::string *find(const std::string &key) const;
  // Sets (or, with an empty `strategy`, drops) `key`'s entry and writes the
  // file.
  void save(const std::string &key, const std::string &strategy);

private:
  std::string path_;
  std::map<std::string, std::string> entries_;
};

// FNV-1a over the set's name and size and the maps the loop's arguments
// use.
std::uint64_t loopMeshHash(op_set set, const op_arg *args, int nargs);

// The loop's key in the tuning file: "loop@" and the mesh hash in hex.
std::string tuningKey(const char *loop, op_set set, const op_arg *args,
                      int nargs);

} // namespace loom
