// OP2-compatible handle types. The field names follow OP2's op_lib_core.h so
// that applications which read e.g. `set->size` or `dat->data` compile
// unchanged. The objects are owned by loom::Context (see context.h).
#pragma once

#include <cstddef>

struct op_set_core {
  int index;        // position in the context's set list
  int size;         // number of elements
  char const *name; // owned by the context
  int core_size;    // single-node: == size
  int exec_size;    // single-node: 0
  int nonexec_size; // single-node: 0
};
typedef op_set_core *op_set;

struct op_map_core {
  int index;
  op_set from;
  op_set to;
  int dim;  // entries per from-element
  int *map; // from->size * dim entries, owned by the context
  char const *name;
  int user_managed; // 0: Loom owns `map` (always a copy of the user's data)
};
typedef op_map_core *op_map;

struct op_dat_core {
  int index;
  op_set set;
  int dim;      // values per element
  int size;     // bytes per element (dim * sizeof(type))
  char *data;   // set->size * size bytes, 64-byte aligned, owned by the context
  char *data_d; // device copy (CUDA backends), nullptr otherwise
  char const *type; // "double", "float", "int", ... or a user type name
  char const *name;
  char *buffer_d;
  int dirtybit;
  int dirty_hd;
  int user_managed; // 0: Loom owns `data`
  int is_temp;      // declared with op_decl_dat_temp
  // CUDA backends: 0 when the device copy is an array of structs like
  // `data`; else it is a struct of arrays, value d of element n at
  // [d * stride_d + n] (loom/backend/cuda/device_data.h).
  int stride_d;
};
typedef op_dat_core *op_dat;

// A fixed underlying type: op_arg_info stores the position of its reduction
// argument in `acc`, as OP2 does. OP_WORK (newer OP2: per-thread scratch)
// is declared so that programs naming it compile; op_arg_gbl rejects it.
enum op_access : int {
  OP_READ = 0,
  OP_WRITE = 1,
  OP_RW = 2,
  OP_INC = 3,
  OP_MIN = 4,
  OP_MAX = 5,
  OP_WORK = 6
};

enum op_arg_type {
  OP_ARG_GBL = 0,
  OP_ARG_DAT = 1,
  OP_ARG_IDX = 2,
  OP_ARG_INFO = 3
};

struct op_arg {
  int index;  // position in the loop's argument list (set by the loop)
  op_dat dat; // OP_ARG_DAT: the dat; otherwise nullptr
  op_map map; // nullptr for OP_ID and globals
  int dim;    // values per element (dat) or per global
  int idx;    // map slot (>= 0), -1 for OP_ID, < -1 for vector args (-dim)
  int size;   // bytes per element / global
  char *data; // dat->data, or the user's global
  char *data_d;
  int *map_data; // map->map or nullptr
  int *map_data_d;
  char const *type;
  op_access acc; // access mode; for OP_ARG_INFO the referenced argument
  op_arg_type argtype;
  int sent;
  int opt; // 1: argument is active (OP2's op_opt_arg_dat)
  // Why op_arg_dat/op_arg_gbl rejected the call (a null dat, a bad access
  // mode, ...), or nullptr: the loop reports it, naming itself, the argument
  // and its call site, which the op_arg_* call cannot know.
  char const *error;
};

// OP2 spells "no map" two ways: OP_ID for direct dat access, OP_GBL for
// globals. Both are the null map.
#define OP_ID ((op_map) nullptr)
#define OP_GBL ((op_map) nullptr)
