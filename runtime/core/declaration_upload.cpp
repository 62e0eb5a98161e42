#include "loom/core/declaration_upload.h"

#include "loom/core/device_init.h"

namespace loom {

namespace {
DeclaredDatUpload datUpload = nullptr;
DeclaredMapUpload mapUpload = nullptr;
} // namespace

void setDeclarationUpload(DeclaredDatUpload dat, DeclaredMapUpload map) {
  datUpload = dat;
  mapUpload = map;
}

void uploadDeclared(op_dat dat) {
  if (datUpload && dat && deviceStarted())
    datUpload(dat);
}

void uploadDeclared(op_map map) {
  if (mapUpload && map && deviceStarted())
    mapUpload(map);
}

} // namespace loom
