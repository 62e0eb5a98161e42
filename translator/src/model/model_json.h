// Serialisation of the loop model to JSON (for --emit-model and the golden
// tests). Keys keep a fixed order; file paths are written relative to a base
// directory so that the output does not depend on where the sources live.
#pragma once

#include "model/loop_model.h"

#include <string>
#include <vector>

namespace loom::translator {

// One JSON document for the programs of a run; paths under `baseDir` are made
// relative to it.
std::string modelToJson(const std::vector<ProgramModel> &programs,
                        const std::string &baseDir);

char const *argKindName(ArgKind kind);
char const *accessName(Access access);
char const *mapKindName(MapKind kind);

} // namespace loom::translator
