// Where each dat of a cuda_hier loop lives during the loop: staged in
// shared memory (read, or only incremented through maps), or in global
// memory; and whether the kernel must then run one thread colour at a time.
// Private to the generators.
#pragma once

#include "model/loop_model.h"

#include <string>
#include <vector>

namespace loom::translator::codegen::cuda_hier {

// How a dat reached through maps lives during the loop.
enum class DatPlace {
  Direct,      // only direct arguments
  StagedRead,  // every argument reads it: staged with LOOM_CUDA_STAGING=all
  StagedInc,   // only incremented through maps: staged, zeroed, added back
  GlobalMemory // anything else reached through maps
};

struct DatPlaces {
  std::vector<DatPlace> place; // per dat of the loop
  // A dat in global memory is written through maps other than by
  // increments, or read and written in one loop: the kernel runs one
  // thread colour at a time.
  bool kernelInTurns = false;
};

DatPlaces classifyDats(const LoopModel &loop);

// Why the staged increments cannot be flushed by atomics: "argument k
// writes through a map in global memory" (block colours keep its writes
// apart), or "" when they can.
std::string writtenInGlobalMemory(const LoopModel &loop,
                                  const DatPlaces &places);

// Whether an argument reaches a dat through a map (else there is nothing
// to stage, and the loop is generated as by cuda_global).
bool hasDataThroughMaps(const LoopModel &loop);

} // namespace loom::translator::codegen::cuda_hier
