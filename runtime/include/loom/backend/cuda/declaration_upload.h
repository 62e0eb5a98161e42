// Dats and maps copied to the device when they are declared, as OP2's CUDA
// backend copies them in op_decl_dat and op_decl_map (issue #27): a
// program's time-march then starts with its data on the device, and its
// first loop calls copy none of what was declared after op_init. Inline (it
// calls the CUDA runtime API), registered with the core
// (loom/core/declaration_upload.h) when the program starts.
//
// A dat is copied in the layout its loops will ask for: struct of arrays
// when its type string says ":soa" (as in OP2) or when loomc chose that
// layout for a dat declared under that name (preferSoa, registered by the
// generated code), else arrays of structs. A wrong guess costs what the
// first use would have cost anyway: the copy is made again in the other
// layout from the host copy, which is still current. LOOM_CUDA_UPLOAD=
// first-use leaves every copy to the first loop that needs it.
#pragma once

#include "loom/backend/cuda/device_data.h"
#include "loom/core/declaration_upload.h"

#include <initializer_list>
#include <string>

namespace loom::cuda {

// LOOM_CUDA_UPLOAD: "declaration" (the default) or "first-use"; any other
// value ends the program with one line. Read once.
bool uploadAtDeclaration();

// Names of dats that loomc keeps as struct of arrays on the device (of the
// program's translated sources; the generated code registers them when the
// program starts), and whether `dat` is one or says so by its type.
bool preferSoa(std::initializer_list<const char *> names);
bool prefersSoa(op_dat dat);

// The declared dat's device copy, current.
inline void uploadDeclaredDat(op_dat dat) {
  if (!uploadAtDeclaration() || dat->data_d)
    return;
  dat->stride_d = prefersSoa(dat) && dat->dim > 1 ? soaStrideOf(dat) : 0;
  void *device = nullptr;
  checkDevice(cudaMalloc(&device, datBytes(dat) ? datBytes(dat) : 1),
              std::string("allocation of dat '") + dat->name + "'");
  dat->data_d = static_cast<char *>(device);
  uploadDat(dat, nullptr);
}

// The declared map's device copy.
inline void uploadDeclaredMap(op_map map) {
  if (!uploadAtDeclaration())
    return;
  mapCopy(map, nullptr);
}

// Registered when the program starts.
inline const bool kUploadAtDeclaration =
    (setDeclarationUpload(&uploadDeclaredDat, &uploadDeclaredMap), true);

} // namespace loom::cuda
