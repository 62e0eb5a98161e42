#include "hdf5_contents.h"

#include "loom/hdf5/h5_file.h"
#include "loom/hdf5/op2_layout.h"

namespace loom::tools {

std::vector<Hdf5Object> listHdf5Objects(const std::string &path) {
  using namespace loom::hdf5;
  File file(path, File::Mode::ReadOnly);
  std::vector<Hdf5Object> objects;
  for (const std::string &name : file.datasetNames()) {
    Dataset dataset = file.openDataset(name);
    Hdf5Object o;
    o.name = name;
    o.shape = dataset.shape();
    if (dataset.hasAttribute("type"))
      o.type = dataset.stringAttribute("type");
    if (dataset.hasAttribute("dim"))
      o.dim = dataset.intAttribute("dim");
    if (dataset.hasAttribute("size"))
      o.size = dataset.intAttribute("size");
    bool attributes = !o.type.empty() || o.dim >= 0 || o.size >= 0;
    if (o.shape.size() == 1 && !attributes && dataset.elementCount() == 1) {
      o.kind = Hdf5Object::Kind::Set;
      o.setSize = readSetSize(file, name);
    } else if (o.shape.size() == 1 && o.dim >= 0) {
      o.kind = Hdf5Object::Kind::Const;
    } else if (o.shape.size() == 2) {
      bool integer =
          o.type == "int" || o.type == "long" || o.type == "long long";
      o.kind = integer && o.size >= 0 &&
                       static_cast<std::uint64_t>(o.size) == o.shape[0]
                   ? Hdf5Object::Kind::Map
                   : Hdf5Object::Kind::Dat;
    }
    objects.push_back(std::move(o));
  }
  return objects;
}

const char *hdf5KindName(Hdf5Object::Kind kind) {
  switch (kind) {
  case Hdf5Object::Kind::Set:
    return "set";
  case Hdf5Object::Kind::Map:
    return "map";
  case Hdf5Object::Kind::Dat:
    return "dat";
  case Hdf5Object::Kind::Const:
    return "const";
  case Hdf5Object::Kind::Other:
    return "other";
  }
  return "?";
}

} // namespace loom::tools
