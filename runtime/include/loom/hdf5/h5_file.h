// A small RAII wrapper over the HDF5 C calls Loom uses: files, datasets of
// up to two dimensions, and int or string attributes on them. Every failing
// call throws Hdf5Error naming the file and the object.
#pragma once

#include <hdf5.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace loom::hdf5 {

// Owns one HDF5 identifier and closes it with the matching H5*close call.
class Handle {
public:
  using Closer = herr_t (*)(hid_t);
  Handle() = default;
  Handle(hid_t id, Closer closer) : id_(id), closer_(closer) {}
  Handle(Handle &&other) noexcept;
  Handle &operator=(Handle &&other) noexcept;
  Handle(const Handle &) = delete;
  Handle &operator=(const Handle &) = delete;
  ~Handle();
  hid_t get() const { return id_; }
  // Closes now; returns false when HDF5 reports a failure.
  bool close();

private:
  hid_t id_ = H5I_INVALID_HID;
  Closer closer_ = nullptr;
};

// The element types Loom stores, as named in OP2's "type" attributes.
enum class ElementType { Int, Long, LongLong, Float, Double };
ElementType elementTypeFromName(const std::string &file,
                                const std::string &object,
                                const std::string &declared);
// OP2's name of `type` ("int", "long", "long long", "float", "double").
const char *elementTypeName(ElementType type);
int elementBytes(ElementType type);
hid_t nativeType(ElementType type);

class File;

class Dataset {
public:
  Dataset(const File &file, const std::string &name, Handle handle);
  const std::string &name() const { return name_; }
  // Extent of each dimension (one or two entries).
  std::vector<std::uint64_t> shape() const;
  std::uint64_t elementCount() const;
  // The element type the dataset stores, when it is one of ElementType's
  // (OP2 names it from the dataset's own type, not its attributes).
  std::optional<ElementType> storedType() const;
  // Fails unless the file holds the bytes the dataset's extents claim, so
  // that a corrupt header cannot make a reader allocate more than the file
  // can back (compressed chunks may expand at most kMaxExpansion times).
  void checkStorage() const;
  static constexpr std::uint64_t kMaxExpansion = 1100;
  // Reads `count` values converted to `type` into `out`; the dataset must
  // hold exactly `count` values.
  void read(ElementType type, std::uint64_t count, void *out) const;
  void write(ElementType type, const void *data);

  bool hasAttribute(const std::string &name) const;
  int intAttribute(const std::string &name) const;
  std::string stringAttribute(const std::string &name) const;
  void setIntAttribute(const std::string &name, int value);
  void setStringAttribute(const std::string &name, const std::string &value);

private:
  std::string where() const;
  const File *file_;
  std::string name_;
  Handle handle_;
};

class File {
public:
  enum class Mode { ReadOnly, ReadWrite, Create };
  // `shownAs`, when given, is the name errors use instead of `path` (the
  // target of an AtomicOutput, not its temporary).
  File(const std::string &path, Mode mode, const std::string &shownAs = {});
  // The name errors and messages use.
  const std::string &path() const { return path_; }
  // `name` may be a path through groups ("grid/p_x"), as in OP2's calls.
  bool hasDataset(const std::string &name) const;
  // Opens the dataset after checking its extents against its storage.
  Dataset openDataset(const std::string &name) const;
  // A new dataset of `shape` (one or two extents) holding `type` values;
  // the groups on its path are created as needed.
  Dataset createDataset(const std::string &name, ElementType type,
                        const std::vector<std::uint64_t> &shape);
  // Unlinks the dataset `name` when the file has one.
  void removeDataset(const std::string &name);
  // Paths of the datasets in the file ("name", "group/name"), in HDF5's
  // name order.
  std::vector<std::string> datasetNames() const;
  // Flushes and closes; throws when HDF5 reports a failure.
  void close();

private:
  std::string path_;
  Handle handle_;
};

} // namespace loom::hdf5
