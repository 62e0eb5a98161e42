// What an OP2-layout HDF5 file holds, dataset by dataset (in groups too),
// classified as OP2 writes them: a set is one integer value without
// attributes, a const a 1-D dataset with dim and type attributes or any
// other single value (a scalar constant), a map a 2-D int dataset whose
// size attribute is its row count, a dat any other 2-D dataset.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace loom::tools {

struct Hdf5Object {
  enum class Kind { Set, Map, Dat, Const, Other };
  std::string name;
  Kind kind = Kind::Other;
  std::vector<std::uint64_t> shape;
  std::string type; // the type attribute ("" when absent)
  int dim = -1;     // the dim attribute (-1 when absent)
  int size = -1;    // the size attribute (-1 when absent)
  int setSize = -1; // for a set, its size
};

std::vector<Hdf5Object> listHdf5Objects(const std::string &path);
const char *hdf5KindName(Hdf5Object::Kind kind);

} // namespace loom::tools
