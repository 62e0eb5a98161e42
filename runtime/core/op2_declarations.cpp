// OP2's op_decl_* and op_arg_* calls: thin wrappers over loom::Context and
// loom/core/arguments.h that turn a loom::Error into one line and exit(1).
#include "op_lib_cpp.h"

#include "loom/core/arguments.h"
#include "loom/core/context.h"
#include "loom/core/error.h"

#include <cstring>

using loom::context;
using loom::orExit;

namespace {
std::string nameOr(char const *name, const char *fallback) {
  return name ? std::string(name) : std::string(fallback);
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

op_set op_decl_set(int size, char const *name) {
  return orExit([&] { return context().declareSet(size, nameOr(name, "")); });
}

op_map op_decl_map(op_set from, op_set to, int dim, int *imap,
                   char const *name) {
  return orExit(
      [&] { return context().declareMap(from, to, dim, imap, nameOr(name, "")); });
}

op_dat op_decl_dat_char(op_set set, int dim, char const *type, int size,
                        char *data, char const *name) {
  return orExit([&] {
    return context().declareDat(set, dim, nameOr(type, ""), size, data,
                                nameOr(name, ""));
  });
}

op_dat op_decl_dat_temp_char(op_set set, int dim, char const *type, int size,
                             char const *name) {
  return orExit([&] {
    return context().declareDat(set, dim, nameOr(type, ""), size, nullptr,
                                nameOr(name, ""), /*temporary=*/true);
  });
}

int op_free_dat_temp(op_dat dat) {
  orExit([&] { context().freeTemporary(dat); });
  return 0;
}

void op_decl_const_char(int dim, char const *type, int size, char *data,
                        char const * /*name*/) {
  orExit([&] { context().declareConst(dim, nameOr(type, ""), size, data); });
}

op_arg op_arg_dat(op_dat dat, int idx, op_map map, int dim, char const *type,
                  op_access acc) {
  return orExit(
      [&] { return loom::datArg(dat, idx, map, dim, nameOr(type, ""), acc); });
}

op_arg op_opt_arg_dat(int opt, op_dat dat, int idx, op_map map, int dim,
                      char const *type, op_access acc) {
  return orExit([&] {
    return loom::datArg(dat, idx, map, dim, nameOr(type, ""), acc, opt != 0);
  });
}

op_arg op_arg_gbl_char(char *data, int dim, char const *type, int size,
                       op_access acc) {
  return orExit([&] { return loom::gblArg(data, dim, type, size, acc); });
}

op_arg op_arg_idx(int idx, op_map map) {
  return orExit([&] { return loom::idxArg(idx, map); });
}

int op_get_size(op_set set) {
  return orExit([&] {
    if (!set)
      throw loom::Error("op_get_size: null set");
    return set->size;
  });
}

void op_fetch_data_char(op_dat dat, char *dest) {
  orExit([&] {
    if (!dat)
      throw loom::Error("op_fetch_data: null dat");
    if (!dest && dat->set->size > 0)
      throw loom::Error(std::string("op_fetch_data(") + dat->name +
                        "): null destination");
    if (dat->set->size > 0)
      std::memcpy(dest, dat->data,
                  static_cast<size_t>(dat->set->size) * dat->size);
  });
}

void op_fetch_data(op_dat dat) {
  orExit([&] {
    if (!dat)
      throw loom::Error("op_fetch_data: null dat");
  });
}
