#include "loom/hdf5/op2_layout.h"

#include "loom/hdf5/h5_error.h"

namespace loom::hdf5 {

namespace {

std::string object(const char *kind, const std::string &name) {
  return std::string(kind) + " '" + name + "'";
}

// The file's "type" attribute names the same element type as `expected`.
void checkTypeAttribute(const File &file, const Dataset &dataset,
                        const char *kind, const std::string &expected) {
  if (!dataset.hasAttribute("type"))
    return;
  std::string stored = dataset.stringAttribute("type");
  ElementType storedType =
      elementTypeFromName(file.path(), object(kind, dataset.name()), stored);
  ElementType expectedType =
      elementTypeFromName(file.path(), object(kind, dataset.name()), expected);
  if (storedType != expectedType)
    fail(file.path(), object(kind, dataset.name()),
         "holds '" + stored + "' values but '" + expected + "' was declared");
}

void checkDimAttribute(const File &file, const Dataset &dataset,
                       const char *kind, int dim) {
  if (!dataset.hasAttribute("dim"))
    return;
  int stored = dataset.intAttribute("dim");
  if (stored != dim)
    fail(file.path(), object(kind, dataset.name()),
         "attribute dim is " + std::to_string(stored) + " but " +
             std::to_string(dim) + " was declared");
}

void checkRows(const File &file, const Dataset &dataset, const char *kind,
               int rows, int dim) {
  std::vector<std::uint64_t> shape = dataset.shape();
  if (shape.size() == 2 && shape[1] != static_cast<std::uint64_t>(dim))
    fail(file.path(), object(kind, dataset.name()),
         "has " + std::to_string(shape[1]) + " columns but dim " +
             std::to_string(dim) + " was declared");
  std::uint64_t expected = static_cast<std::uint64_t>(rows) * dim;
  if (dataset.elementCount() < expected)
    fail(file.path(), object(kind, dataset.name()),
         "is too short: it holds " + std::to_string(dataset.elementCount()) +
             " values, " + std::to_string(expected) + " expected (" +
             std::to_string(rows) + " elements x dim " + std::to_string(dim) +
             ")");
}

} // namespace

int readSetSize(const File &file, const std::string &name) {
  Dataset dataset = file.openDataset(name);
  int size = 0;
  if (dataset.elementCount() != 1)
    fail(file.path(), object("set", name),
         "holds " + std::to_string(dataset.elementCount()) +
             " values, expected 1 (the set size)");
  dataset.read(ElementType::Int, 1, &size);
  if (size < 0)
    fail(file.path(), object("set", name),
         "negative size " + std::to_string(size));
  return size;
}

void writeSet(File &file, const std::string &name, int size) {
  Dataset dataset = file.createDataset(name, ElementType::Int, {1});
  dataset.write(ElementType::Int, &size);
}

std::vector<int> readMap(const File &file, const std::string &name,
                         int fromSize, int dim, int toSize) {
  Dataset dataset = file.openDataset(name);
  checkDimAttribute(file, dataset, "map", dim);
  if (dataset.hasAttribute("type")) {
    std::string type = dataset.stringAttribute("type");
    if (type != "int" && type != "long" && type != "long long")
      fail(file.path(), object("map", name),
           "attribute type is '" + type + "', expected an integer type");
  }
  checkRows(file, dataset, "map", fromSize, dim);
  std::vector<int> entries(static_cast<std::size_t>(fromSize) * dim);
  dataset.read(ElementType::Int, entries.size(), entries.data());
  for (std::size_t i = 0; i < entries.size(); ++i)
    if (entries[i] < 0 || entries[i] >= toSize)
      fail(file.path(), object("map", name),
           "element " + std::to_string(i / dim) + " entry " +
               std::to_string(i % dim) + " is " + std::to_string(entries[i]) +
               ", outside the target set [0, " + std::to_string(toSize) + ")");
  return entries;
}

void writeMap(File &file, const std::string &name, int fromSize, int dim,
              const int *data) {
  Dataset dataset = file.createDataset(
      name, ElementType::Int,
      {static_cast<std::uint64_t>(fromSize), static_cast<std::uint64_t>(dim)});
  dataset.write(ElementType::Int, data);
  dataset.setIntAttribute("size", fromSize);
  dataset.setIntAttribute("dim", dim);
  dataset.setStringAttribute("type", "int");
}

std::vector<char> readDat(const File &file, const std::string &name,
                          int setSize, int dim, const std::string &type) {
  ElementType element =
      elementTypeFromName(file.path(), object("dat", name), type);
  Dataset dataset = file.openDataset(name);
  checkDimAttribute(file, dataset, "dat", dim);
  checkTypeAttribute(file, dataset, "dat", type);
  checkRows(file, dataset, "dat", setSize, dim);
  std::uint64_t count = static_cast<std::uint64_t>(setSize) * dim;
  std::vector<char> data(count * elementBytes(element));
  dataset.read(element, count, data.data());
  return data;
}

void writeDat(File &file, const std::string &name, int setSize, int dim,
              const std::string &type, const void *data) {
  ElementType element =
      elementTypeFromName(file.path(), object("dat", name), type);
  file.removeDataset(name);
  Dataset dataset = file.createDataset(
      name, element,
      {static_cast<std::uint64_t>(setSize), static_cast<std::uint64_t>(dim)});
  dataset.write(element, data);
  dataset.setIntAttribute("size", dim * elementBytes(element));
  dataset.setIntAttribute("dim", dim);
  dataset.setStringAttribute("type", type);
}

void readConst(const File &file, const std::string &name, int dim,
               const std::string &type, void *out) {
  ElementType element =
      elementTypeFromName(file.path(), object("const", name), type);
  Dataset dataset = file.openDataset(name);
  checkDimAttribute(file, dataset, "const", dim);
  checkTypeAttribute(file, dataset, "const", type);
  dataset.read(element, static_cast<std::uint64_t>(dim), out);
}

void writeConst(File &file, const std::string &name, int dim,
                const std::string &type, const void *data) {
  ElementType element =
      elementTypeFromName(file.path(), object("const", name), type);
  file.removeDataset(name);
  Dataset dataset =
      file.createDataset(name, element, {static_cast<std::uint64_t>(dim)});
  dataset.write(element, data);
  dataset.setIntAttribute("dim", dim);
  dataset.setStringAttribute("type", type);
}

} // namespace loom::hdf5
