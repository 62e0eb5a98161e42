// OP2's op_decl_* and op_arg_* calls: thin wrappers over loom::Context and
// loom/core/arguments.h that turn a loom::Error into one line and exit(1).
#include "op_lib_cpp.h"

#include "loom/core/arguments.h"
#include "loom/core/context.h"
#include "loom/core/declaration_upload.h"
#include "loom/core/distribution.h"
#include "loom/core/error.h"
#include "loom/core/host_sync.h"
#include "loom/core/stale_handles.h"

#include <algorithm>
#include <cstring>
#include <vector>

using loom::context;
using loom::orExit;

namespace loom::detail {
void updateRegistryCounters(); // op2_globals.cpp
}

namespace {
std::string nameOr(char const *name, const char *fallback) {
  return name ? std::string(name) : std::string(fallback);
}

// A declaration's name; a null pointer is refused as such (an empty name is
// refused by the context).
std::string declaredName(char const *name, const char *kind) {
  if (!name)
    throw loom::DeclarationError(std::string(kind) +
                                 " declared with a null name");
  return name;
}
} // namespace

void loom::detail::checkDeclType(const char *expected, char const *type,
                                 char const *name) {
  orExit([&] {
    if (!type)
      throw DeclarationError(nameOr(name, "?") + ": null type string");
    checkTypeNameFor(expected, type, nameOr(name, "?"));
  });
}

void loom::detail::checkConstGlobalAccess(bool isConst, op_access acc,
                                          char const *call) {
  if (isConst && acc != OP_READ)
    fatal(std::string(call) + ": data given as a const pointer cannot be " +
          "written, but the access is " + accessName(acc) +
          " (pass a non-const pointer, or use OP_READ)");
}

op_set op_decl_set(int size, char const *name) {
  op_set set = orExit(
      [&] { return context().declareSet(size, declaredName(name, "set")); });
  orExit([&] { loom::distribution().setDeclared(set); });
  loom::detail::updateRegistryCounters();
  return set;
}

op_map op_decl_map(op_set from, op_set to, int dim, const int *imap,
                   char const *name) {
  op_map map = orExit([&] {
    const std::string named = declaredName(name, "map");
    loom::requireBeforePartition("map", named);
    const int limit = to ? loom::distribution().mapTargetLimit(to) : -1;
    // OP_MAPS_BASE_INDEX=1 (OP2): the entries are 1-based; the map holds
    // them less 1.
    return context().declareMap(from, to, dim, imap, named, limit,
                                OP_maps_base_index);
  });
  loom::uploadDeclared(map);
  loom::detail::updateRegistryCounters();
  return map;
}

op_dat op_decl_dat_char(op_set set, int dim, char const *type, int size,
                        char *data, char const *name) {
  op_dat dat = orExit([&] {
    const std::string named = declaredName(name, "dat");
    if (data)
      loom::requireBeforePartition("dat", named);
    return context().declareDat(set, dim, nameOr(type, ""), size, data, named);
  });
  loom::uploadDeclared(dat);
  loom::detail::updateRegistryCounters();
  return dat;
}

op_dat op_decl_dat_temp_char(op_set set, int dim, char const *type, int size,
                             char const *name) {
  op_dat dat = orExit([&] {
    return context().declareDat(set, dim, nameOr(type, ""), size, nullptr,
                                declaredName(name, "dat"), /*temporary=*/true);
  });
  loom::uploadDeclared(dat);
  loom::detail::updateRegistryCounters();
  return dat;
}

int op_free_dat_temp(op_dat dat) {
  orExit([&] { loom::requireLive(dat, "op_free_dat_temp"); });
  std::vector<op_dat> live = context().dats();
  if (!dat || std::find(live.begin(), live.end(), dat) == live.end())
    return -1; // OP2: "not found"
  orExit([&] { context().freeTemporary(dat); });
  return 1;
}

int op_free_dat_temp_char(op_dat dat) { return op_free_dat_temp(dat); }

void op_decl_const_char(int dim, char const *type, int size, char *data,
                        char const * /*name*/) {
  orExit([&] { context().declareConst(dim, nameOr(type, ""), size, data); });
}

op_arg op_arg_dat(op_dat dat, int idx, op_map map, int dim, char const *type,
                  op_access acc) {
  return orExit([&] {
    return loom::deferringErrors([&] {
      return loom::datArg(dat, idx, map, dim, nameOr(type, ""), acc);
    });
  });
}

op_arg op_opt_arg_dat(int opt, op_dat dat, int idx, op_map map, int dim,
                      char const *type, op_access acc) {
  return orExit([&] {
    return loom::deferringErrors([&] {
      return loom::datArg(dat, idx, map, dim, nameOr(type, ""), acc, opt != 0);
    });
  });
}

op_arg op_arg_gbl_char(char *data, int dim, char const *type, int size,
                       op_access acc) {
  return orExit([&] {
    return loom::deferringErrors(
        [&] { return loom::gblArg(data, dim, type, size, acc); });
  });
}

op_arg op_opt_arg_gbl_char(int opt, char *data, int dim, char const *type,
                           int size, op_access acc) {
  return orExit([&] {
    return loom::deferringErrors([&] {
      return loom::gblArg(data, dim, type, size, acc, opt != 0 && data);
    });
  });
}

op_arg op_arg_info_char(char *data, int dim, char const *type, int size,
                        int ref) {
  return orExit([&] {
    return loom::deferringErrors(
        [&] { return loom::infoArg(data, dim, type, size, ref); });
  });
}

op_arg op_arg_idx(int idx, op_map map) {
  return orExit([&] {
    return loom::deferringErrors([&] { return loom::idxArg(idx, map); });
  });
}

int op_get_size(op_set set) {
  return orExit([&] {
    if (!set)
      throw loom::Error("op_get_size: null set");
    loom::requireLive(set, "op_get_size");
    return static_cast<int>(loom::distribution().globalSize(set));
  });
}

void op_fetch_data_char(op_dat dat, char *dest) {
  orExit([&] {
    if (!dat)
      throw loom::Error("op_fetch_data: null dat");
    loom::requireLive(dat, "op_fetch_data");
    if (loom::distribution().ranks() > 1) {
      // As OP2: this process's declared rows, in declaration order.
      const std::string slice = loom::distribution().declaredSlice(dat);
      if (!dest && !slice.empty())
        throw loom::Error(std::string("op_fetch_data(") + dat->name +
                          "): null destination");
      if (!slice.empty())
        std::memcpy(dest, slice.data(), slice.size());
      return;
    }
    loom::syncHostCopy(dat);
    if (!dest && dat->set->size > 0)
      throw loom::Error(std::string("op_fetch_data(") + dat->name +
                        "): null destination");
    if (dat->set->size > 0)
      std::memcpy(dest, dat->data,
                  static_cast<size_t>(dat->set->size) * dat->size);
  });
}

void op_fetch_data_idx_char(op_dat dat, char *dest, int low, int high) {
  orExit([&] {
    if (!dat)
      throw loom::Error("op_fetch_data_idx: null dat");
    loom::requireLive(dat, "op_fetch_data_idx");
    const std::string what =
        std::string("op_fetch_data_idx(") + dat->name + ")";
    // As OP2: elements low..high of the whole set, in declaration order.
    const loom::Distribution &d = loom::distribution();
    const long long elements = d.globalSize(dat->set);
    if (low < 0 || high >= elements || low > high)
      throw loom::Error(what + ": range [" + std::to_string(low) + ", " +
                        std::to_string(high) + "] is not within the " +
                        std::to_string(elements) + " elements of set '" +
                        dat->set->name + "'");
    if (!dest)
      throw loom::Error(what + ": null destination");
    const size_t from = static_cast<size_t>(low) * dat->size;
    const size_t bytes = static_cast<size_t>(high - low + 1) * dat->size;
    if (d.ranks() > 1) { // only the rows asked for travel
      const std::string rows = d.allGatherRows(dat, low, high - low + 1);
      std::memcpy(dest, rows.data(), bytes);
      return;
    }
    loom::syncHostCopy(dat);
    std::memcpy(dest, dat->data + from, bytes);
  });
}

void op_fetch_data(op_dat dat) {
  orExit([&] {
    if (!dat)
      throw loom::Error("op_fetch_data: null dat");
    loom::requireLive(dat, "op_fetch_data");
    loom::syncHostCopy(dat);
  });
}
