#include "generators/cuda_hier/dat_places.h"

#include <algorithm>

namespace loom::translator::codegen::cuda_hier {

DatPlaces classifyDats(const LoopModel &loop) {
  DatPlaces out;
  out.place.assign(loop.dats.size(), DatPlace::Direct);
  for (size_t d = 0; d < loop.dats.size(); ++d) {
    bool throughMap = false, allRead = true, allInc = true, optional = false,
         direct = false;
    for (const ArgModel &a : loop.args) {
      if (a.kind != ArgKind::Dat || a.datIndex != static_cast<int>(d))
        continue;
      const bool mapped =
          a.mapKind == MapKind::Indirect || a.mapKind == MapKind::Vector;
      throughMap = throughMap || mapped;
      direct = direct || !mapped;
      optional = optional || (mapped && a.optional);
      allRead = allRead && a.access == Access::Read;
      allInc = allInc && mapped && a.access == Access::Inc;
    }
    if (!throughMap)
      continue;
    if (optional)
      out.place[d] = DatPlace::GlobalMemory;
    else if (allRead)
      out.place[d] = DatPlace::StagedRead;
    else if (allInc && !direct)
      out.place[d] = DatPlace::StagedInc;
    else
      out.place[d] = DatPlace::GlobalMemory;
  }
  // A dat in global memory written through maps other than by
  // increments, or read and written in one loop: the kernel runs one
  // thread colour at a time, so that what it reads is what earlier
  // colours wrote (the order of the reference, colour by colour).
  for (size_t d = 0; d < loop.dats.size(); ++d) {
    if (out.place[d] != DatPlace::GlobalMemory)
      continue;
    bool reads = false, writes = false, overwrites = false;
    for (const ArgModel &a : loop.args) {
      if (a.kind != ArgKind::Dat || a.datIndex != static_cast<int>(d))
        continue;
      reads = reads || a.access == Access::Read;
      writes = writes || a.access != Access::Read;
      overwrites = overwrites || (a.usesMap() && a.access != Access::Read &&
                                  a.access != Access::Inc);
    }
    out.kernelInTurns = out.kernelInTurns || overwrites || (reads && writes);
  }
  return out;
}

std::string writtenInGlobalMemory(const LoopModel &loop,
                                  const DatPlaces &places) {
  for (size_t k = 0; k < loop.args.size(); ++k) {
    const ArgModel &a = loop.args[k];
    if (a.kind == ArgKind::Dat && a.usesMap() && a.access != Access::Read &&
        places.place[a.datIndex] == DatPlace::GlobalMemory)
      return "argument " + std::to_string(k) +
             " writes through a map in global memory";
  }
  return "";
}

bool hasDataThroughMaps(const LoopModel &loop) {
  return std::any_of(loop.args.begin(), loop.args.end(), [](const ArgModel &a) {
    return a.kind == ArgKind::Dat &&
           (a.mapKind == MapKind::Indirect || a.mapKind == MapKind::Vector);
  });
}

} // namespace loom::translator::codegen::cuda_hier
