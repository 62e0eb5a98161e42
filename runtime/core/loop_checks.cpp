#include "loom/core/loop_checks.h"

#include "loom/core/host_sync.h"

#include "loom/core/error.h"
#include "loom/core/stale_handles.h"
#include "loom/core/type_name.h"

#include <algorithm>
#include <cstring>

namespace loom {

namespace {

std::string where(const char *name, int i) {
  return std::string("op_par_loop '") + (name ? name : "?") + "': argument " +
         std::to_string(i);
}

} // namespace

void checkLoopArgs(const char *name, op_set set, const op_arg *args,
                   int nargs) {
  if (!set)
    throw LoopError(std::string("op_par_loop '") + (name ? name : "?") +
                    "': null iteration set");
  if (isStale(set))
    requireLive(set, std::string("op_par_loop '") + (name ? name : "?") + "'");
  for (int i = 0; i < nargs; ++i) {
    const op_arg &a = args[i];
    if (a.error) // op_arg_* rejected it; the loop knows where it was
      throw LoopError(where(name, i) + ": " + a.error);
    if (a.argtype == OP_ARG_INFO) {
      int ref = static_cast<int>(a.acc);
      if (ref < 0 || ref >= nargs || args[ref].argtype != OP_ARG_GBL ||
          (args[ref].acc != OP_MIN && args[ref].acc != OP_MAX))
        throw LoopError(where(name, i) + ": op_arg_info refers to argument " +
                        std::to_string(ref) +
                        ", which is not an op_arg_gbl with OP_MIN or OP_MAX");
      continue;
    }
    if (a.argtype == OP_ARG_GBL || !a.opt)
      continue;
    if (isStale(a.map))
      requireLive(a.map, where(name, i));
    if (a.argtype == OP_ARG_IDX) {
      if (a.map && a.map->from != set)
        throw LoopError(where(name, i) + ": op_arg_idx map '" + a.map->name +
                        "' maps from set '" + a.map->from->name +
                        "' but the loop iterates over set '" + set->name + "'");
      continue;
    }
    if (a.argtype != OP_ARG_DAT || !a.dat)
      throw LoopError(where(name, i) + ": not an op_arg_dat, op_arg_gbl or "
                                       "op_arg_idx argument");
    if (isStale(a.dat))
      requireLive(a.dat, where(name, i));
    auto datArg = [&] {
      return where(name, i) + " (dat '" + a.dat->name + "')";
    };
    if (a.dim != a.dat->dim)
      throw LoopError(datArg() + ": dim " + std::to_string(a.dim) +
                      " given, dat has dim " + std::to_string(a.dat->dim));
    if (a.type != a.dat->type &&
        !sameTypeName(a.type ? a.type : "", a.dat->type))
      throw LoopError(datArg() + ": type \"" + (a.type ? a.type : "") +
                      "\" given, dat has type \"" + a.dat->type + "\"");
    if (!a.map) {
      if (a.dat->set != set)
        throw LoopError(where(name, i) + ": OP_ID access to dat '" +
                        a.dat->name + "' on set '" + a.dat->set->name +
                        "' but the loop iterates over set '" + set->name + "'");
    } else if (a.map->from != set) {
      throw LoopError(where(name, i) + ": map '" + a.map->name +
                      "' maps from set '" + a.map->from->name +
                      "' but the loop iterates over set '" + set->name + "'");
    }
  }
}

ReadOnlyGlobals::ReadOnlyGlobals(const op_arg *args, int nargs) {
  for (int i = 0; i < nargs; ++i)
    if (args[i].argtype == OP_ARG_GBL && args[i].acc == OP_READ && args[i].data)
      copies_.push_back(
          {i, args[i].data,
           std::vector<char>(args[i].data, args[i].data + args[i].size)});
}

void ReadOnlyGlobals::verify(const char *name) const {
  for (const Copy &c : copies_)
    if (std::memcmp(c.bytes.data(), c.data, c.bytes.size()) != 0)
      throw LoopError(where(name, c.arg) +
                      ": the kernel wrote a global passed with OP_READ");
}

namespace {

bool activeDat(const op_arg &a) {
  return a.argtype == OP_ARG_DAT && a.opt && a.dat && a.dat->data;
}

} // namespace

ReadOnlyDats::ReadOnlyDats(const op_arg *args, int nargs) {
  for (int i = 0; i < nargs; ++i) {
    const op_arg &a = args[i];
    if (!activeDat(a) || a.acc != OP_READ)
      continue;
    bool skip = false;
    for (int j = 0; j < nargs && !skip; ++j)
      skip = activeDat(args[j]) && args[j].dat == a.dat &&
             (j < i || args[j].acc != OP_READ);
    if (skip) // copied already, or legitimately written by another argument
      continue;
    std::vector<char> values(static_cast<size_t>(a.dat->set->size) *
                             a.dat->size);
    currentValues(a.dat, values.data()); // a device copy's, if current
    copies_.push_back({i, a.dat, std::move(values)});
  }
}

void ReadOnlyDats::verify(const char *name) const {
  std::vector<char> now;
  for (const Copy &c : copies_) {
    now.resize(c.bytes.size());
    currentValues(c.dat, now.data());
    bool changed = std::memcmp(c.bytes.data(), now.data(), now.size()) != 0;
    // With a device copy, a host copy said to be current too (a loop run
    // on the host: one loomc left untranslated) must not have changed.
    if (c.dat->data_d && c.dat->dirty_hd != kDeviceCopyNewer)
      changed =
          changed || std::memcmp(c.bytes.data(), c.dat->data, now.size()) != 0;
    if (changed)
      throw LoopError(where(name, c.arg) + " (dat '" + c.dat->name +
                      "'): the kernel wrote a dat passed with OP_READ");
  }
}

double loopBytes(op_set set, const op_arg *args, int nargs) {
  double bytes = 0;
  std::vector<const op_map_core *> maps;
  for (int i = 0; i < nargs; ++i) {
    const op_arg &a = args[i];
    if (a.argtype != OP_ARG_DAT || !a.opt || !a.dat)
      continue;
    double factor = (a.acc == OP_READ || a.acc == OP_WRITE) ? 1.0 : 2.0;
    if (!a.map) {
      bytes += factor * set->size * static_cast<double>(a.dat->size);
      continue;
    }
    // Indirect: count the (dat, map) pair once, as the distinct targets its
    // slots can reach (at most the whole to-set).
    bool seen = false;
    int slots = 0;
    for (int j = 0; j < nargs; ++j) {
      const op_arg &b = args[j];
      if (b.argtype != OP_ARG_DAT || b.dat != a.dat || b.map != a.map)
        continue;
      seen |= j < i;
      slots += b.idx >= 0 ? 1 : -b.idx;
    }
    if (!seen)
      bytes += factor *
               std::min<double>(a.dat->set->size,
                                static_cast<double>(set->size) * slots) *
               a.dat->size;
    if (std::find(maps.begin(), maps.end(), a.map) == maps.end()) {
      maps.push_back(a.map);
      bytes += static_cast<double>(set->size) * a.map->dim * sizeof(int);
    }
  }
  return bytes;
}

} // namespace loom

namespace loom::detail {

void vectorArgNeedsPointerParameter(const char *loop, int arg) {
  throw LoopError(where(loop, arg) +
                  " is a vector argument (negative map index), but the kernel "
                  "parameter is not a pointer to pointers (T **)");
}

} // namespace loom::detail
