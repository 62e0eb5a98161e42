// Saving and loading an ordering: one permutation per set of the mesh, in a
// text file keyed by a hash of the mesh's sets and maps (and the method),
// with a checksum. A file written for another mesh or method, or damaged,
// is rejected with OrderingFileError, never trusted.
#pragma once

#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/reorder/permutation.h"

#include <cstdint>
#include <string>
#include <vector>

namespace loom::reorder {

class OrderingFileError : public Error {
public:
  using Error::Error;
};

// FNV-1a over every set's size and every map's sets, dim and entries, and
// `salt` (the method and its parameters).
std::uint64_t meshHash(const Context &ctx, const std::string &salt);

// Writes through `path`.tmp and a rename, so readers never see half a file.
void saveOrdering(const std::string &path, std::uint64_t key,
                  const std::vector<Permutation> &perSet);
// Reads and checks against `key` and the sizes of ctx's sets.
std::vector<Permutation> loadOrdering(const std::string &path,
                                      std::uint64_t key, const Context &ctx);

} // namespace loom::reorder
