// libFuzzer target: the plan builders (global, block and hierarchical
// colouring) on loops decoded from the input. A loop that checkLoopAccess
// rejects must be rejected by every builder with std::invalid_argument; for
// any other loop every builder must return a plan that the validator
// accepts.
#include "byte_reader.h"
#include "fuzz_check.h"
#include "loom/plan/plan.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using loom::fuzz::ByteReader;
using loom::fuzz::check;
namespace plan = loom::plan;

struct Map {
  int dim = 1;
  int toSize = 0;
  std::vector<int> entries;
};

// A loop over a set of up to 64 elements with up to 3 maps and up to 5
// accesses through them. Mostly well formed; some bytes ask for wild values
// (entries out of range, bad slots, inconsistent dats) to exercise the
// rejection paths.
struct DecodedLoop {
  std::vector<Map> maps;
  plan::LoopAccess loop;
  std::optional<std::vector<int>> partition;
  int blockSize = 1;
  plan::StagingMode staging = plan::StagingMode::All;
};

DecodedLoop decode(ByteReader &in) {
  DecodedLoop d;
  d.loop.setSize = in.below(65);
  d.blockSize = 1 + in.below(20);
  if (in.below(16) == 0)
    d.blockSize = in.wild(); // may be < 1: must be rejected
  d.staging = in.flag() ? plan::StagingMode::Written : plan::StagingMode::All;
  int nmaps = 1 + in.below(3);
  d.maps.resize(nmaps);
  for (Map &map : d.maps) {
    map.dim = 1 + in.below(4);
    map.toSize = in.below(40);
    bool wild = in.below(8) == 0;
    map.entries.resize(static_cast<std::size_t>(d.loop.setSize) * map.dim);
    for (int &entry : map.entries)
      entry = wild ? in.wild() : (map.toSize > 0 ? in.below(map.toSize) : 0);
  }
  int naccesses = in.below(6);
  for (int a = 0; a < naccesses; ++a) {
    int mapId = in.below(nmaps);
    const Map &map = d.maps[mapId];
    plan::IndirectAccess access{};
    access.map = map.entries.data();
    access.dim = map.dim;
    access.toSize = map.toSize;
    access.idx = in.below(map.dim + 1) - 1; // -1 (all slots) .. dim-1
    if (in.below(16) == 0)
      access.idx = in.wild();
    access.writes = in.flag();
    access.elemBytes = 8 * (1 + in.below(2));
    access.datId = in.below(4);
    access.mapId = mapId;
    if (in.below(32) == 0)
      access.toSize = in.wild(); // disagrees with the map's entries
    d.loop.accesses.push_back(access);
  }
  if (in.flag()) {
    std::vector<int> partition(d.loop.setSize);
    int nblocks = 1 + in.below(8);
    for (int &block : partition)
      block = in.below(nblocks);
    if (in.below(16) == 0 && !partition.empty())
      partition[0] = in.wild(); // may be negative: must be rejected
    d.partition = partition;
  }
  return d;
}

bool wellFormed(const plan::LoopAccess &loop) {
  try {
    plan::checkLoopAccess(loop);
    return true;
  } catch (const std::invalid_argument &) {
    return false;
  }
}

// Runs `build`; a well-formed loop must give a plan the validator accepts,
// a malformed one std::invalid_argument. Returns whether a plan was built.
template <typename Build, typename Validate>
void exercise(const char *strategy, bool valid, Build build,
              Validate validate) {
  try {
    auto built = build();
    check(valid, std::string(strategy) + ": malformed loop accepted");
    std::string problem = validate(built);
    check(problem.empty(),
          std::string(strategy) + ": invalid plan: " + problem);
  } catch (const std::invalid_argument &error) {
    check(!valid, std::string(strategy) +
                      ": well-formed loop rejected: " + error.what());
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data,
                                      std::size_t size) {
  ByteReader in(data, size);
  DecodedLoop d = decode(in);
  const plan::LoopAccess &loop = d.loop;
  bool valid = wellFormed(loop);
  bool blockSizeOk = d.blockSize >= 1;

  exercise(
      "global", valid, [&] { return plan::buildGlobalPlan(loop); },
      [&](const plan::GlobalPlan &p) { return plan::validate(loop, p); });
  exercise(
      "block", valid && blockSizeOk,
      [&] { return plan::buildBlockPlan(loop, d.blockSize); },
      [&](const plan::BlockPlan &p) { return plan::validate(loop, p); });

  bool partitionOk = true;
  if (d.partition)
    for (int block : *d.partition)
      partitionOk = partitionOk && block >= 0;
  bool hierarchicalOk = valid && (d.partition ? partitionOk : blockSizeOk);
  exercise(
      "hierarchical", hierarchicalOk,
      [&] {
        return plan::buildHierarchicalPlan(loop, d.blockSize, d.staging,
                                           d.partition ? &*d.partition
                                                       : nullptr);
      },
      [&](const plan::HierarchicalPlan &p) { return plan::validate(loop, p); });
  return 0;
}
