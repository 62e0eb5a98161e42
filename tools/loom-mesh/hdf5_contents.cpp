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
    std::optional<ElementType> stored = dataset.storedType();
    bool integer = stored && *stored != ElementType::Float &&
                   *stored != ElementType::Double;
    bool single = o.shape.size() <= 1 && dataset.elementCount() == 1;
    if (single && !attributes && integer) {
      // OP2's op_dump_to_hdf5 writes a set as one int and nothing else.
      o.kind = Hdf5Object::Kind::Set;
      o.setSize = readSetSize(file, name);
    } else if (o.shape.size() <= 1 && (o.dim >= 0 || single)) {
      // op_write_const_hdf5's [dim] with dim and type attributes, or a
      // scalar another writer stored without them (a one-value float).
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
