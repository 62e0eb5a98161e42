// Device copies made when a dat or a map is declared, as OP2's CUDA backend
// makes them in op_decl_dat and op_decl_map: the copies a program needs are
// then made before its time-march starts, not inside its first loop calls
// (issue #27). A device backend (runtime/backends/cuda) registers how to
// copy a declared dat and map; op_decl_dat, op_decl_dat_temp and
// op_decl_map call them once op_init has started the device. Without a
// device backend, or before op_init, these do nothing: the first loop that
// needs a copy makes it.
#pragma once

#include "loom/core/op2_types.h"

namespace loom {

using DeclaredDatUpload = void (*)(op_dat dat);
using DeclaredMapUpload = void (*)(op_map map);

// Sets both functions (nullptr: none).
void setDeclarationUpload(DeclaredDatUpload dat, DeclaredMapUpload map);

// Calls the registered function, if any and once the device is started
// (loom::initDevice has run).
void uploadDeclared(op_dat dat);
void uploadDeclared(op_map map);

} // namespace loom
