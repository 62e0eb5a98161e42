#include "loom/hdf5/h5_file.h"

#include "loom/fileio/input_files.h"
#include "loom/hdf5/h5_error.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string>
#include <utility>

namespace loom::hdf5 {

Handle::Handle(Handle &&other) noexcept
    : id_(std::exchange(other.id_, H5I_INVALID_HID)), closer_(other.closer_) {}

Handle &Handle::operator=(Handle &&other) noexcept {
  if (this != &other) {
    close();
    id_ = std::exchange(other.id_, H5I_INVALID_HID);
    closer_ = other.closer_;
  }
  return *this;
}

Handle::~Handle() { close(); }

bool Handle::close() {
  if (id_ < 0 || !closer_)
    return true;
  bool ok = closer_(std::exchange(id_, H5I_INVALID_HID)) >= 0;
  return ok;
}

ElementType elementTypeFromName(const std::string &file,
                                const std::string &object,
                                const std::string &declared) {
  // OP2's struct-of-arrays marker ("double:soa") names the same values.
  const std::string type = declared.ends_with(":soa")
                               ? declared.substr(0, declared.size() - 4)
                               : declared;
  if (type == "int" || type == "int(4)" || type == "integer" ||
      type == "integer(4)")
    return ElementType::Int;
  if (type == "long")
    return ElementType::Long;
  if (type == "long long")
    return ElementType::LongLong;
  if (type == "float" || type == "real(4)" || type == "real")
    return ElementType::Float;
  if (type == "double" || type == "double precision" || type == "real(8)")
    return ElementType::Double;
  fail(file, object,
       "type '" + declared +
           "' is not one HDF5 can store (int, long, long long, float, double)");
}

const char *elementTypeName(ElementType type) {
  switch (type) {
  case ElementType::Int:
    return "int";
  case ElementType::Long:
    return "long";
  case ElementType::LongLong:
    return "long long";
  case ElementType::Float:
    return "float";
  case ElementType::Double:
    return "double";
  }
  return "?";
}

int elementBytes(ElementType type) {
  switch (type) {
  case ElementType::Int:
    return sizeof(int);
  case ElementType::Long:
    return sizeof(long);
  case ElementType::LongLong:
    return sizeof(long long);
  case ElementType::Float:
    return sizeof(float);
  case ElementType::Double:
    return sizeof(double);
  }
  return 0;
}

hid_t nativeType(ElementType type) {
  switch (type) {
  case ElementType::Int:
    return H5T_NATIVE_INT;
  case ElementType::Long:
    return H5T_NATIVE_LONG;
  case ElementType::LongLong:
    return H5T_NATIVE_LLONG;
  case ElementType::Float:
    return H5T_NATIVE_FLOAT;
  case ElementType::Double:
    return H5T_NATIVE_DOUBLE;
  }
  return H5I_INVALID_HID;
}

// ---- File ----------------------------------------------------------------

File::File(const std::string &path, Mode mode, const std::string &shownAs)
    : path_(shownAs.empty() ? path : shownAs) {
  silenceHdf5ErrorStack();
  hid_t id = H5I_INVALID_HID;
  if (mode == Mode::Create) {
    id = H5Fcreate(path.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
    if (id < 0)
      fail(path_, "", "cannot create the HDF5 file");
  } else {
    if (!std::filesystem::exists(path))
      fail(path_, "", "no such file");
    if (std::filesystem::is_directory(path))
      fail(path_, "", "is a folder, not an HDF5 file");
    // H5Fis_hdf5 says "not HDF5" of a file it may not read, too.
    if (const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK); fd < 0)
      fail(path_, "", std::string("cannot read: ") + std::strerror(errno));
    else
      ::close(fd);
    if (H5Fis_hdf5(path.c_str()) <= 0)
      fail(path_, "", "not an HDF5 file");
    id = H5Fopen(path.c_str(),
                 mode == Mode::ReadOnly ? H5F_ACC_RDONLY : H5F_ACC_RDWR,
                 H5P_DEFAULT);
    if (id < 0)
      fail(path_, "", "cannot open the HDF5 file");
    if (mode == Mode::ReadOnly)
      fileio::noteInput(path); // no output may replace it
  }
  handle_ = Handle(id, H5Fclose);
}

bool File::hasDataset(const std::string &name) const {
  if (name.empty() || name.back() == '/')
    return false;
  // Every link on the path must exist before H5Oget_info may follow it.
  for (std::size_t slash = name.find('/', 1);;
       slash = name.find('/', slash + 1)) {
    std::string prefix = name.substr(0, slash);
    if (prefix != "/" &&
        H5Lexists(handle_.get(), prefix.c_str(), H5P_DEFAULT) <= 0)
      return false;
    if (slash == std::string::npos)
      break;
  }
  H5O_info_t info;
  if (H5Oget_info_by_name2(handle_.get(), name.c_str(), &info, H5O_INFO_BASIC,
                           H5P_DEFAULT) < 0)
    return false;
  return info.type == H5O_TYPE_DATASET;
}

Dataset File::openDataset(const std::string &name) const {
  if (!hasDataset(name))
    fail(path_, "dataset '" + name + "'", "not found in the file");
  hid_t id = H5Dopen2(handle_.get(), name.c_str(), H5P_DEFAULT);
  if (id < 0)
    fail(path_, "dataset '" + name + "'", "cannot be opened");
  Dataset dataset(*this, name, Handle(id, H5Dclose));
  dataset.checkStorage();
  return dataset;
}

Dataset File::createDataset(const std::string &name, ElementType type,
                            const std::vector<std::uint64_t> &shape) {
  std::string object = "dataset '" + name + "'";
  if (hasDataset(name))
    fail(path_, object, "already exists");
  std::vector<hsize_t> dims(shape.begin(), shape.end());
  Handle space(
      H5Screate_simple(static_cast<int>(dims.size()), dims.data(), nullptr),
      H5Sclose);
  if (space.get() < 0)
    fail(path_, object, "cannot create its dataspace");
  Handle links(H5Pcreate(H5P_LINK_CREATE), H5Pclose);
  if (links.get() < 0 || H5Pset_create_intermediate_group(links.get(), 1) < 0)
    fail(path_, object, "cannot create the groups on its path");
  hid_t id = H5Dcreate2(handle_.get(), name.c_str(), nativeType(type),
                        space.get(), links.get(), H5P_DEFAULT, H5P_DEFAULT);
  if (id < 0)
    fail(path_, object, "cannot be created");
  return Dataset(*this, name, Handle(id, H5Dclose));
}

void File::removeDataset(const std::string &name) {
  if (hasDataset(name) &&
      H5Ldelete(handle_.get(), name.c_str(), H5P_DEFAULT) < 0)
    fail(path_, "dataset '" + name + "'", "cannot be replaced");
}

std::vector<std::string> File::datasetNames() const {
  std::vector<std::string> names;
  auto collect = [](hid_t, const char *name, const H5L_info_t *,
                    void *out) -> herr_t {
    static_cast<std::vector<std::string> *>(out)->push_back(name);
    return 0;
  };
  if (H5Lvisit(handle_.get(), H5_INDEX_NAME, H5_ITER_INC, collect, &names) < 0)
    fail(path_, "", "cannot list the datasets");
  std::vector<std::string> datasets;
  for (const std::string &name : names)
    if (hasDataset(name))
      datasets.push_back(name);
  return datasets;
}

void File::close() {
  if (handle_.get() >= 0 && H5Fflush(handle_.get(), H5F_SCOPE_LOCAL) < 0)
    fail(path_, "", "cannot flush the file");
  if (!handle_.close())
    fail(path_, "", "cannot close the file");
}

// ---- Dataset -------------------------------------------------------------

Dataset::Dataset(const File &file, const std::string &name, Handle handle)
    : file_(&file), name_(name), handle_(std::move(handle)) {}

std::string Dataset::where() const { return "dataset '" + name_ + "'"; }

std::vector<std::uint64_t> Dataset::shape() const {
  Handle space(H5Dget_space(handle_.get()), H5Sclose);
  int rank = space.get() < 0 ? -1 : H5Sget_simple_extent_ndims(space.get());
  if (rank < 0)
    fail(file_->path(), where(), "cannot read its extent");
  std::vector<hsize_t> dims(static_cast<std::size_t>(rank));
  H5Sget_simple_extent_dims(space.get(), dims.data(), nullptr);
  return std::vector<std::uint64_t>(dims.begin(), dims.end());
}

std::uint64_t Dataset::elementCount() const {
  std::uint64_t count = 1;
  for (std::uint64_t extent : shape())
    count *= extent;
  return count;
}

std::optional<ElementType> Dataset::storedType() const {
  Handle type(H5Dget_type(handle_.get()), H5Tclose);
  if (type.get() < 0)
    fail(file_->path(), where(), "cannot read its type");
  for (ElementType t :
       {ElementType::Int, ElementType::Long, ElementType::LongLong,
        ElementType::Float, ElementType::Double})
    if (H5Tequal(type.get(), nativeType(t)) > 0)
      return t;
  return std::nullopt;
}

void Dataset::checkStorage() const {
  Handle type(H5Dget_type(handle_.get()), H5Tclose);
  Handle plist(H5Dget_create_plist(handle_.get()), H5Pclose);
  if (type.get() < 0 || plist.get() < 0)
    fail(file_->path(), where(), "cannot read its type or layout");
  std::uint64_t count = 1;
  for (std::uint64_t extent : shape()) {
    if (extent != 0 && count > UINT64_MAX / extent)
      fail(file_->path(), where(), "claims more values than can be counted");
    count *= extent;
  }
  const std::uint64_t bytes = H5Tget_size(type.get());
  if (count == 0)
    return;
  const std::uint64_t stored = H5Dget_storage_size(handle_.get());
  const bool compressed = H5Pget_nfilters(plist.get()) > 0;
  const std::uint64_t backed = compressed ? (stored > UINT64_MAX / kMaxExpansion
                                                 ? UINT64_MAX
                                                 : stored * kMaxExpansion)
                                          : stored;
  if (count > backed / (bytes ? bytes : 1))
    fail(file_->path(), where(),
         "claims " + std::to_string(count) + " values of " +
             std::to_string(bytes) + " bytes but the file stores " +
             std::to_string(stored) + " bytes for it (corrupt extents?)");
}

void Dataset::read(ElementType type, std::uint64_t count, void *out) const {
  std::uint64_t held = elementCount();
  if (held != count)
    fail(file_->path(), where(),
         "holds " + std::to_string(held) + " values but " +
             std::to_string(count) + " are expected");
  if (count == 0)
    return;
  if (H5Dread(handle_.get(), nativeType(type), H5S_ALL, H5S_ALL, H5P_DEFAULT,
              out) < 0)
    fail(file_->path(), where(), "cannot be read as the expected type");
}

void Dataset::write(ElementType type, const void *data) {
  if (elementCount() == 0)
    return;
  if (H5Dwrite(handle_.get(), nativeType(type), H5S_ALL, H5S_ALL, H5P_DEFAULT,
               data) < 0)
    fail(file_->path(), where(), "cannot be written");
}

bool Dataset::hasAttribute(const std::string &name) const {
  return H5Aexists(handle_.get(), name.c_str()) > 0;
}

namespace {
Handle openAttribute(hid_t dataset, const std::string &file,
                     const std::string &object, const std::string &name) {
  if (H5Aexists(dataset, name.c_str()) <= 0)
    fail(file, object, "attribute '" + name + "' is missing");
  Handle attr(H5Aopen(dataset, name.c_str(), H5P_DEFAULT), H5Aclose);
  if (attr.get() < 0)
    fail(file, object, "attribute '" + name + "' cannot be opened");
  return attr;
}
} // namespace

int Dataset::intAttribute(const std::string &name) const {
  Handle attr = openAttribute(handle_.get(), file_->path(), where(), name);
  Handle type(H5Aget_type(attr.get()), H5Tclose);
  Handle space(H5Aget_space(attr.get()), H5Sclose);
  if (H5Tget_class(type.get()) != H5T_INTEGER ||
      H5Sget_simple_extent_npoints(space.get()) != 1)
    fail(file_->path(), where(),
         "attribute '" + name + "' is not a single integer");
  int value = 0;
  if (H5Aread(attr.get(), H5T_NATIVE_INT, &value) < 0)
    fail(file_->path(), where(), "attribute '" + name + "' cannot be read");
  return value;
}

std::string Dataset::stringAttribute(const std::string &name) const {
  Handle attr = openAttribute(handle_.get(), file_->path(), where(), name);
  Handle type(H5Aget_type(attr.get()), H5Tclose);
  if (H5Tget_class(type.get()) != H5T_STRING)
    fail(file_->path(), where(), "attribute '" + name + "' is not a string");
  if (H5Tis_variable_str(type.get()) > 0) {
    char *text = nullptr;
    Handle memType(H5Tget_native_type(type.get(), H5T_DIR_ASCEND), H5Tclose);
    if (H5Aread(attr.get(), memType.get(), &text) < 0 || !text)
      fail(file_->path(), where(), "attribute '" + name + "' cannot be read");
    std::string value(text);
    H5free_memory(text);
    return value;
  }
  std::size_t size = H5Tget_size(type.get());
  std::string value(size, '\0');
  if (size > 0 && H5Aread(attr.get(), type.get(), value.data()) < 0)
    fail(file_->path(), where(), "attribute '" + name + "' cannot be read");
  // Fixed-size strings end at the first NUL (OP2 writes e.g. "int" into a
  // 10-byte string) or are space-padded.
  std::string shown(value.c_str());
  std::size_t end = shown.find_last_not_of(' ');
  return end == std::string::npos ? std::string() : shown.substr(0, end + 1);
}

void Dataset::setIntAttribute(const std::string &name, int value) {
  hsize_t one = 1;
  Handle space(H5Screate_simple(1, &one, nullptr), H5Sclose);
  Handle attr(H5Acreate2(handle_.get(), name.c_str(), H5T_NATIVE_INT,
                         space.get(), H5P_DEFAULT, H5P_DEFAULT),
              H5Aclose);
  if (attr.get() < 0 || H5Awrite(attr.get(), H5T_NATIVE_INT, &value) < 0)
    fail(file_->path(), where(), "cannot write attribute '" + name + "'");
}

void Dataset::setStringAttribute(const std::string &name,
                                 const std::string &value) {
  Handle space(H5Screate(H5S_SCALAR), H5Sclose);
  Handle type(H5Tcopy(H5T_C_S1), H5Tclose);
  H5Tset_size(type.get(), value.empty() ? 1 : value.size());
  Handle attr(H5Acreate2(handle_.get(), name.c_str(), type.get(), space.get(),
                         H5P_DEFAULT, H5P_DEFAULT),
              H5Aclose);
  if (attr.get() < 0 || H5Awrite(attr.get(), type.get(), value.c_str()) < 0)
    fail(file_->path(), where(), "cannot write attribute '" + name + "'");
}

} // namespace loom::hdf5
