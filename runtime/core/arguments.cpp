#include "loom/core/arguments.h"

#include "loom/core/error.h"
#include "loom/core/stale_handles.h"
#include "loom/core/type_name.h"

#include <mutex>
#include <set>
#include <string>

namespace loom {

const char *accessName(op_access acc) {
  switch (acc) {
  case OP_READ:
    return "OP_READ";
  case OP_WRITE:
    return "OP_WRITE";
  case OP_RW:
    return "OP_RW";
  case OP_INC:
    return "OP_INC";
  case OP_MIN:
    return "OP_MIN";
  case OP_MAX:
    return "OP_MAX";
  case OP_WORK:
    return "OP_WORK";
  }
  return "unknown access mode";
}

namespace {

bool validAccess(op_access acc) { return acc >= OP_READ && acc <= OP_MAX; }

// A stale handle is an ArgumentError like any other bad argument, so that
// the loop reports it with its name, the argument and the call site.
template <typename Handle>
void requireLiveArgument(Handle handle, const char *call) {
  if (isStale(handle))
    throw ArgumentError(staleMessage(handle, call));
}

// A string that outlives the call (the op_arg keeps it until the loop
// reports it): mismatching type names and deferred errors.
const char *keptText(std::string_view text) {
  static std::mutex mutex;
  static std::set<std::string, std::less<>> names;
  std::lock_guard<std::mutex> lock(mutex);
  return names.emplace(text).first->c_str();
}

} // namespace

op_arg rejectedArg(std::string_view why) {
  op_arg arg{};
  arg.argtype = OP_ARG_DAT;
  arg.opt = 1;
  arg.idx = -1;
  arg.acc = OP_READ;
  arg.error = keptText(why);
  return arg;
}

op_arg datArg(op_dat dat, int idx, op_map map, int dim, std::string_view type,
              op_access acc, bool active) {
  op_arg arg{};
  arg.argtype = OP_ARG_DAT;
  arg.opt = active ? 1 : 0;
  arg.idx = idx;
  arg.dim = dim;
  arg.acc = acc;
  requireLiveArgument(dat, "op_arg_dat");
  requireLiveArgument(map, "op_arg_dat");
  if (!active) { // OP2's op_opt_arg_dat with opt == 0: an inactive argument
    // Keep the map table and the dat's data so that generated code can
    // still read them for other arguments that share them (a dat passed
    // inactive first and active later); the kernel gets a null pointer.
    arg.dat = dat;
    arg.map = map;
    arg.map_data = map ? map->map : nullptr;
    arg.size = dat ? dat->size : 0;
    arg.type = dat ? dat->type : nullptr;
    arg.data = dat ? dat->data : nullptr;
    arg.data_d = dat ? dat->data_d : nullptr;
    return arg;
  }
  if (!dat)
    throw ArgumentError("op_arg_dat: null dat");
  const std::string what = std::string("op_arg_dat(") + dat->name + ")";
  if (!validAccess(acc))
    throw ArgumentError(what + ": invalid access mode " +
                        std::to_string(static_cast<int>(acc)));
  if (acc == OP_MIN || acc == OP_MAX)
    throw ArgumentError(what + ": access mode " + accessName(acc) +
                        " is only allowed for op_arg_gbl");
  // A dim or type that does not match the dat is kept in the op_arg and
  // reported by the loop (checkLoopArgs), which knows its name and call site.
  if (!map) {
    if (idx != -1)
      throw ArgumentError(what + ": OP_ID access needs idx -1, got " +
                          std::to_string(idx));
  } else {
    if (map->to != dat->set)
      throw ArgumentError(what + ": map '" + map->name + "' maps to set '" +
                          map->to->name + "' but the dat is on set '" +
                          dat->set->name + "'");
    bool vector = idx < -1 && -idx == map->dim;
    if (!vector && (idx < 0 || idx >= map->dim))
      throw ArgumentError(
          what + ": idx " + std::to_string(idx) + " is outside map '" +
          map->name + "' of dim " + std::to_string(map->dim) +
          (idx < -1 ? " (a vector argument needs idx -dim)" : ""));
    arg.map_data = map->map;
  }
  arg.dat = dat;
  arg.map = map;
  arg.size = dat->size;
  arg.data = dat->data;
  arg.data_d = dat->data_d;
  arg.type = sameTypeName(type, dat->type) ? dat->type : keptText(type);
  return arg;
}

op_arg gblArg(char *data, int dim, const char *type, int size, op_access acc,
              bool active) {
  if (!type)
    throw ArgumentError("op_arg_gbl: null type string");
  const std::string what = "op_arg_gbl(\"" + std::string(type) + "\")";
  if (acc == OP_WORK)
    throw ArgumentError(what + ": access mode OP_WORK is not supported by "
                               "Loom (use a dat or a local variable)");
  if (!validAccess(acc))
    throw ArgumentError(what + ": invalid access mode " +
                        std::to_string(static_cast<int>(acc)));
  if (!active) {
    // OP2's op_opt_arg_gbl with opt == 0 (or null data): inactive; the
    // kernel gets the user's pointer and must not use it.
    op_arg arg{};
    arg.argtype = OP_ARG_GBL;
    arg.opt = 0;
    arg.idx = -1;
    arg.dim = dim;
    arg.size = dim > 0 ? dim * size : 0;
    arg.data = data;
    arg.type = type;
    arg.acc = acc;
    return arg;
  }
  if (!data)
    throw ArgumentError(what + ": null data");
  if (dim <= 0)
    throw ArgumentError(what + ": dim " + std::to_string(dim) +
                        " must be positive");
  int builtin = builtinTypeSize(type);
  if (builtin != 0 && builtin != size)
    throw ArgumentError(what + ": type has " + std::to_string(builtin) +
                        " bytes but the data has " + std::to_string(size));
  op_arg arg{};
  arg.argtype = OP_ARG_GBL;
  arg.opt = 1;
  arg.idx = -1;
  arg.dim = dim;
  arg.size = dim * size;
  arg.data = data;
  arg.type = type;
  arg.acc = acc;
  return arg;
}

op_arg infoArg(char *data, int dim, const char *type, int size, int ref) {
  if (!type)
    throw ArgumentError("op_arg_info: null type string");
  const std::string what = "op_arg_info(\"" + std::string(type) + "\")";
  if (dim <= 0)
    throw ArgumentError(what + ": dim " + std::to_string(dim) +
                        " must be positive");
  if (ref < 0)
    throw ArgumentError(what + ": reference " + std::to_string(ref) +
                        " must be the (0-based) position of an OP_MIN/OP_MAX "
                        "op_arg_gbl in the loop");
  int builtin = builtinTypeSize(type);
  if (builtin != 0 && builtin != size)
    throw ArgumentError(what + ": type has " + std::to_string(builtin) +
                        " bytes but the data has " + std::to_string(size));
  op_arg arg{};
  arg.argtype = OP_ARG_INFO;
  arg.opt = data ? 1 : 0;
  arg.idx = -1;
  arg.dim = dim;
  arg.size = dim * size;
  arg.data = data;
  arg.type = type;
  arg.acc = static_cast<op_access>(ref); // OP2 keeps `ref` in the acc field
  return arg;
}

op_arg idxArg(int idx, op_map map) {
  op_arg arg{};
  arg.argtype = OP_ARG_IDX;
  arg.opt = 1;
  arg.idx = idx;
  arg.dim = 1;
  arg.size = sizeof(int);
  arg.acc = OP_READ;
  arg.map = map;
  requireLiveArgument(map, "op_arg_idx");
  if (!map) {
    if (idx != -1)
      throw ArgumentError("op_arg_idx: OP_ID needs idx -1, got " +
                          std::to_string(idx));
    return arg;
  }
  if (idx < 0 || idx >= map->dim)
    throw ArgumentError(std::string("op_arg_idx: idx ") + std::to_string(idx) +
                        " is outside map '" + map->name + "' of dim " +
                        std::to_string(map->dim));
  arg.map_data = map->map;
  return arg;
}

} // namespace loom
