#include "loom/core/stale_handles.h"

#include "loom/core/error.h"

namespace loom {

namespace {

std::string why(int index) {
  return index == kFreedTemporary
             ? "freed by op_free_dat_temp(); it cannot be used or freed again"
             : "released by op_exit(); declare it again after op_init()";
}

std::string stale(const std::string &what, const char *kind, const char *name,
                  int index) {
  return what + ": " + kind + " '" + (name ? name : "?") +
         "' is a stale handle (" + why(index) + ")";
}

} // namespace

std::string staleMessage(op_map map, const std::string &what) {
  return stale(what, "map", map->name, map->index);
}

std::string staleMessage(op_dat dat, const std::string &what) {
  return stale(what, "dat", dat->name, dat->index);
}

void requireLive(op_set set, const std::string &what) {
  if (isStale(set))
    throw Error(stale(what, "set", set->name, set->index));
}

void requireLive(op_map map, const std::string &what) {
  if (isStale(map))
    throw Error(staleMessage(map, what));
}

void requireLive(op_dat dat, const std::string &what) {
  if (isStale(dat))
    throw Error(staleMessage(dat, what));
}

} // namespace loom
