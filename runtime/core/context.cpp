#include "loom/core/context.h"

#include "loom/core/device_release.h"

#include "loom/core/error.h"
#include "loom/core/large_array.h"
#include "loom/core/stale_handles.h"
#include "loom/core/type_name.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <span>

namespace loom {

namespace {

std::string quoted(const std::string &name) { return "'" + name + "'"; }

void checkName(const std::string &kind, const std::string &name) {
  if (name.empty())
    throw DeclarationError(kind + " declared with an empty name");
}

// a * b * c as size_t, or a DeclarationError naming `what` on overflow.
size_t checkedBytes(long long a, long long b, long long c,
                    const std::string &what) {
  long long ab = 0, abc = 0;
  if (__builtin_mul_overflow(a, b, &ab) || __builtin_mul_overflow(ab, c, &abc))
    throw DeclarationError(what + ": size " + std::to_string(a) + " x " +
                           std::to_string(b) + " x " + std::to_string(c) +
                           " overflows");
  return static_cast<size_t>(abc);
}

} // namespace

struct Context::Storage {
  struct SetEntry {
    op_set_core core{};
    std::string name;
  };
  struct MapEntry {
    op_map_core core{};
    std::string name;
    LargeArray entries; // from->size x dim ints
  };
  struct DatEntry {
    op_dat_core core{};
    std::string name, type;
    LargeArray data;
  };
  std::vector<std::unique_ptr<SetEntry>> sets;
  std::vector<std::unique_ptr<MapEntry>> maps;
  std::vector<std::unique_ptr<DatEntry>> dats; // null slot: freed temporary
  // Released declarations (op_exit, op_free_dat_temp): their handles stay
  // valid memory, marked stale, so that a later use is a clear error naming
  // them instead of a use-after-free. Their data is freed.
  std::vector<std::unique_ptr<SetEntry>> deadSets;
  std::vector<std::unique_ptr<MapEntry>> deadMaps;
  std::vector<std::unique_ptr<DatEntry>> deadDats;

  void release(std::unique_ptr<DatEntry> entry, int why) {
    releaseDeviceCopy(&entry->core);
    entry->data.reset();
    op_dat_core &d = entry->core;
    d.index = why;
    d.data = nullptr;
    deadDats.push_back(std::move(entry));
  }
};

Context::Context() : storage_(std::make_unique<Storage>()) {}
Context::~Context() = default;

op_set Context::declareSet(int size, const std::string &name) {
  checkName("set", name);
  if (size < 0)
    throw DeclarationError("set " + quoted(name) + ": negative size " +
                           std::to_string(size));
  auto entry = std::make_unique<Storage::SetEntry>();
  entry->name = name;
  op_set_core &s = entry->core;
  s.index = static_cast<int>(setHandles_.size());
  s.size = size;
  s.name = entry->name.c_str();
  s.core_size = size;
  setHandles_.push_back(&s);
  storage_->sets.push_back(std::move(entry));
  return setHandles_.back();
}

op_map Context::declareMap(op_set from, op_set to, int dim, const int *data,
                           const std::string &name, long long toLimit,
                           int base) {
  checkName("map", name);
  const std::string what = "map " + quoted(name);
  if (!from || !to)
    throw DeclarationError(what + ": null " + (from ? "to" : "from") + "-set");
  requireLive(from, what + ": from-set");
  requireLive(to, what + ": to-set");
  if (dim <= 0)
    throw DeclarationError(what + ": dim " + std::to_string(dim) +
                           " must be positive");
  size_t count = checkedBytes(from->size, dim, 1, what);
  if (count > static_cast<size_t>(std::numeric_limits<int>::max()))
    throw DeclarationError(what + ": " + std::to_string(from->size) + " x " +
                           std::to_string(dim) +
                           " entries overflow the 32-bit index range");
  if (count > 0 && !data)
    throw DeclarationError(what + ": null data for " + std::to_string(count) +
                           " entries");
  auto entry = std::make_unique<Storage::MapEntry>();
  entry->name = name;
  entry->entries = allocateLargeArray(count * sizeof(int), options_.hugePages,
                                      what, data, count * sizeof(int));
  // Each entry checked as the user wrote it and kept less the base.
  const long long limit = toLimit < 0 ? to->size : toLimit;
  std::span copied(reinterpret_cast<int *>(entry->entries.get()), count);
  for (size_t i = 0; i < count; ++i) {
    const long long v = static_cast<long long>(copied[i]) - base;
    if (v < 0 || v >= limit)
      throw MapRangeError(
          what + ": element " + std::to_string(i / dim) + " slot " +
          std::to_string(i % dim) + " = " + std::to_string(copied[i]) +
          " is out of range of set " + quoted(to->name) + " [" +
          std::to_string(base) + ", " + std::to_string(limit + base) + ")" +
          (base ? " (OP_MAPS_BASE_INDEX=" + std::to_string(base) +
                      ": the entries are " + std::to_string(base) + "-based)"
                : std::string()));
    copied[i] = static_cast<int>(v);
  }
  op_map_core &m = entry->core;
  m.index = static_cast<int>(mapHandles_.size());
  m.from = from;
  m.to = to;
  m.dim = dim;
  m.map = reinterpret_cast<int *>(entry->entries.get());
  m.name = entry->name.c_str();
  m.user_managed = 0;
  mapHandles_.push_back(&m);
  storage_->maps.push_back(std::move(entry));
  ++generation_; // a new map: other maps' entries are unchanged
  return mapHandles_.back();
}

op_dat Context::declareDat(op_set set, int dim, const std::string &type,
                           int elemBytes, const void *data,
                           const std::string &name, bool temporary) {
  checkName("dat", name);
  const std::string what = "dat " + quoted(name);
  if (!set)
    throw DeclarationError(what + ": null set");
  requireLive(set, what);
  if (dim <= 0)
    throw DeclarationError(what + ": dim " + std::to_string(dim) +
                           " must be positive");
  if (type.empty())
    throw DeclarationError(what + ": empty type string");
  if (elemBytes <= 0)
    throw DeclarationError(what + ": element size " +
                           std::to_string(elemBytes) + " must be positive");
  int builtin = builtinTypeSize(type);
  // OP2 accepts a temporary dat whose element is larger than its type
  // (op_decl_dat_temp_char(set, 1, "int", sizeof(double), ...)); its code
  // indexes the dat by the type, so the extra bytes are never used: Loom
  // keeps dim values of the type per element.
  if (temporary && builtin != 0 && elemBytes > builtin)
    elemBytes = builtin;
  if (builtin != 0 && builtin != elemBytes)
    throw DeclarationError(what + ": type \"" + type + "\" has " +
                           std::to_string(builtin) + " bytes but " +
                           std::to_string(elemBytes) + " were given");
  size_t perElement = checkedBytes(dim, elemBytes, 1, what);
  if (perElement > static_cast<size_t>(std::numeric_limits<int>::max()))
    throw DeclarationError(what + ": element of " + std::to_string(perElement) +
                           " bytes overflows");
  if (checkedBytes(set->size, dim, 1, what) >
      static_cast<size_t>(std::numeric_limits<int>::max()))
    throw DeclarationError(what + ": " + std::to_string(set->size) + " x " +
                           std::to_string(dim) +
                           " values overflow the 32-bit index range");
  size_t bytes = checkedBytes(set->size, dim, elemBytes, what);
  // Null data gives a zero-filled dat, as in OP2 (op_decl_dat_core callocs).
  // Room for the set's halo too, when it has one (after op_partition).
  auto entry = std::make_unique<Storage::DatEntry>();
  entry->name = name;
  entry->type = type;
  entry->data = allocateLargeArray(
      checkedBytes(set->size + static_cast<long long>(set->exec_size) +
                       set->nonexec_size,
                   dim, elemBytes, what),
      options_.hugePages, what, data, bytes);
  op_dat_core &d = entry->core;
  d.index = static_cast<int>(storage_->dats.size());
  d.set = set;
  d.dim = dim;
  d.size = static_cast<int>(perElement);
  d.data = entry->data.get();
  d.type = entry->type.c_str();
  d.name = entry->name.c_str();
  d.is_temp = temporary ? 1 : 0;
  d.dirtybit = 1; // its halo, if any, is not filled yet
  storage_->dats.push_back(std::move(entry));
  return &storage_->dats.back()->core;
}

void Context::replaceMapEntries(op_map map, const std::vector<int> &entries) {
  for (auto &entry : storage_->maps)
    if (&entry->core == map) {
      const size_t bytes = entries.size() * sizeof(int);
      entry->entries = allocateLargeArray(bytes, options_.hugePages,
                                          "map " + quoted(entry->name),
                                          entries.data(), bytes);
      map->map = reinterpret_cast<int *>(entry->entries.get());
      touch();
      return;
    }
  throw DeclarationError("replaceMapEntries: unknown map");
}

char *Context::replaceDatData(op_dat dat) {
  for (auto &entry : storage_->dats)
    if (entry && &entry->core == dat) {
      const std::string what = "dat " + quoted(entry->name);
      releaseDeviceCopy(dat); // made for the data replaced
      entry->data = allocateLargeArray(
          checkedBytes(dat->set->size +
                           static_cast<long long>(dat->set->exec_size) +
                           dat->set->nonexec_size,
                       dat->size, 1, what),
          options_.hugePages, what);
      dat->data = entry->data.get();
      touch();
      return dat->data;
    }
  throw DeclarationError("replaceDatData: unknown dat");
}

void Context::freeTemporary(op_dat dat) {
  if (dat)
    requireLive(dat, "op_free_dat_temp");
  for (auto &entry : storage_->dats)
    if (entry && &entry->core == dat) {
      if (!dat->is_temp)
        throw DeclarationError("dat '" + entry->name +
                               "' is not a temporary (op_decl_dat_temp)");
      storage_->release(std::move(entry), kFreedTemporary);
      return;
    }
  throw DeclarationError("op_free_dat_temp: unknown dat");
}

void Context::declareConst(int dim, const std::string &type, int size,
                           const void *data) {
  if (dim <= 0)
    throw DeclarationError("const of type \"" + type + "\": dim " +
                           std::to_string(dim) + " must be positive");
  if (!data)
    throw DeclarationError("const of type \"" + type + "\": null data");
  consts_.push_back({type, dim, data, size});
}

std::vector<op_dat> Context::dats() const {
  std::vector<op_dat> out;
  for (auto &entry : storage_->dats)
    if (entry)
      out.push_back(&entry->core);
  return out;
}

void Context::clear() {
  Storage &st = *storage_;
  for (auto &entry : st.dats)
    if (entry)
      st.release(std::move(entry), kReleasedByExit);
  st.dats.clear();
  for (auto &entry : st.maps) {
    entry->core.index = kReleasedByExit;
    entry->core.map = nullptr;
    entry->entries.reset();
    st.deadMaps.push_back(std::move(entry));
  }
  st.maps.clear();
  for (auto &entry : st.sets) {
    entry->core.index = kReleasedByExit;
    st.deadSets.push_back(std::move(entry));
  }
  st.sets.clear();
  setHandles_.clear();
  mapHandles_.clear();
  consts_.clear();
  loopStats_.clear();
  originalIds_.clear();
  touch();
}

Context &context() {
  static Context instance;
  return instance;
}

} // namespace loom
