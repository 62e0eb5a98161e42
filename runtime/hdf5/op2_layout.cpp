#include "loom/hdf5/op2_layout.h"

#include "loom/hdf5/h5_error.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>

namespace loom::hdf5 {

namespace {

std::string object(const char *kind, const std::string &name) {
  return std::string(kind) + " '" + name + "'";
}

// The (rows, columns) of a map or dat: OP2 reads a 1-D dataset as dim 1.
std::pair<std::uint64_t, std::uint64_t>
rowsAndColumns(const File &file, const Dataset &dataset, const char *kind) {
  std::vector<std::uint64_t> shape = dataset.shape();
  if (shape.size() == 1)
    return {shape[0], 1};
  if (shape.size() != 2)
    fail(file.path(), object(kind, dataset.name()),
         "has " + std::to_string(shape.size()) +
             " dimensions, expected [elements, dim]");
  return {shape[0], shape[1]};
}

void checkShape(const File &file, const Dataset &dataset, const char *kind,
                int rows, int dim) {
  auto [fileRows, columns] = rowsAndColumns(file, dataset, kind);
  if (columns != static_cast<std::uint64_t>(dim))
    fail(file.path(), object(kind, dataset.name()),
         "has " + std::to_string(columns) + " columns but dim " +
             std::to_string(dim) + " was declared");
  if (fileRows != static_cast<std::uint64_t>(rows))
    fail(file.path(), object(kind, dataset.name()),
         "has " + std::to_string(fileRows) + " rows but its set has " +
             std::to_string(rows) + " elements");
}

template <typename T>
void checkFiniteValues(const File &file, const std::string &what,
                       const T *values, std::uint64_t count, int dim) {
  for (std::uint64_t i = 0; i < count; ++i)
    if (!std::isfinite(values[i]))
      fail(file.path(), what,
           "element " + std::to_string(i / dim) + " component " +
               std::to_string(i % dim) + " is " + std::to_string(values[i]) +
               ", not a finite number");
}

} // namespace

void checkAttributes(const File &file, const Dataset &dataset,
                     const char *kind) {
  const std::string what = object(kind, dataset.name());
  const std::optional<ElementType> stored = dataset.storedType();
  if (!stored)
    fail(file.path(), what,
         "stores values of a type OP2 cannot read (int, long, long long, "
         "float, double)");
  ElementType named = *stored;
  if (dataset.hasAttribute("type")) {
    std::string type = dataset.stringAttribute("type");
    named = elementTypeFromName(file.path(), what, type);
    if (elementBytes(named) != elementBytes(*stored) ||
        (named == ElementType::Float || named == ElementType::Double) !=
            (*stored == ElementType::Float || *stored == ElementType::Double))
      fail(file.path(), what,
           "attribute type is '" + type + "' but the dataset stores '" +
               elementTypeName(*stored) + "' values");
  }
  const bool isConst = std::string(kind) == "const";
  std::uint64_t columns = 0, rows = 0;
  if (isConst) {
    columns = dataset.elementCount();
  } else {
    std::tie(rows, columns) = rowsAndColumns(file, dataset, kind);
  }
  if (dataset.hasAttribute("dim")) {
    int dim = dataset.intAttribute("dim");
    if (dim < 0 || static_cast<std::uint64_t>(dim) != columns)
      fail(file.path(), what,
           "attribute dim is " + std::to_string(dim) + " but the dataset has " +
               std::to_string(columns) + (isConst ? " values" : " columns"));
  }
  if (isConst || !dataset.hasAttribute("size"))
    return;
  // A map's size is its row count, a dat's the bytes of one element.
  const int size = dataset.intAttribute("size");
  const bool isMap = std::string(kind) == "map";
  const std::uint64_t expected =
      isMap ? rows : columns * static_cast<std::uint64_t>(elementBytes(named));
  if (size < 0 || static_cast<std::uint64_t>(size) != expected)
    fail(file.path(), what,
         "attribute size is " + std::to_string(size) + " but " +
             (isMap
                  ? "the dataset has " + std::to_string(rows) + " rows"
                  : std::to_string(columns) + " " + elementTypeName(named) +
                        " values take " + std::to_string(expected) + " bytes"));
}

void checkFinite(const File &file, const std::string &what, ElementType type,
                 const void *values, std::uint64_t count, int dim) {
  if (type == ElementType::Double)
    checkFiniteValues(file, what, static_cast<const double *>(values), count,
                      dim);
  else if (type == ElementType::Float)
    checkFiniteValues(file, what, static_cast<const float *>(values), count,
                      dim);
}

int readSetSize(const File &file, const std::string &name) {
  Dataset dataset = file.openDataset(name);
  int size = 0;
  std::optional<ElementType> stored = dataset.storedType();
  if (stored == ElementType::Float || stored == ElementType::Double)
    fail(file.path(), object("set", name),
         "holds a floating-point value, not a set size");
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
                         int fromSize, int dim, int toSize, int base) {
  Dataset dataset = file.openDataset(name);
  checkAttributes(file, dataset, "map");
  std::optional<ElementType> stored = dataset.storedType();
  if (stored == ElementType::Float || stored == ElementType::Double)
    fail(file.path(), object("map", name),
         "stores floating-point values, expected an integer type");
  checkShape(file, dataset, "map", fromSize, dim);
  std::vector<long long> wide(static_cast<std::size_t>(fromSize) * dim);
  dataset.read(ElementType::LongLong, wide.size(), wide.data());
  std::vector<int> entries(wide.size());
  for (std::size_t i = 0; i < wide.size(); ++i) {
    const long long entry = wide[i] - base;
    if (entry < 0 || entry >= toSize)
      fail(file.path(), object("map", name),
           "element " + std::to_string(i / dim) + " entry " +
               std::to_string(i % dim) + " is " + std::to_string(wide[i]) +
               ", outside the target set [" + std::to_string(base) + ", " +
               std::to_string(toSize + base) + ")");
    entries[i] = static_cast<int>(wide[i]);
  }
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
  checkAttributes(file, dataset, "dat");
  checkShape(file, dataset, "dat", setSize, dim);
  std::uint64_t count = static_cast<std::uint64_t>(setSize) * dim;
  std::vector<char> data(count * elementBytes(element));
  dataset.read(element, count, data.data());
  checkFinite(file, object("dat", name), element, data.data(), count, dim);
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
  checkAttributes(file, dataset, "const");
  if (dataset.elementCount() != static_cast<std::uint64_t>(dim))
    fail(file.path(), object("const", name),
         "holds " + std::to_string(dataset.elementCount()) +
             " values but dim " + std::to_string(dim) + " was declared");
  // Read into a buffer first: `out` is only written with checked values.
  std::vector<char> values(static_cast<std::size_t>(dim) *
                           elementBytes(element));
  dataset.read(element, static_cast<std::uint64_t>(dim), values.data());
  checkFinite(file, object("const", name), element, values.data(),
              static_cast<std::uint64_t>(dim), 1);
  std::copy(values.begin(), values.end(), static_cast<char *>(out));
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
