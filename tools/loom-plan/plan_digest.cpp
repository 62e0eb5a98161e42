#include "plan_digest.h"

#include <fmt/format.h>

#include <cstdint>
#include <cstring>
#include <vector>

namespace loom::tools {

namespace plan = loom::plan;

namespace {

// FNV-1a over 64-bit words (the tail zero-padded): a few ms per 100 MB.
class Digest {
public:
  void add(const void *data, size_t bytes) {
    const auto *p = static_cast<const unsigned char *>(data);
    for (; bytes >= 8; bytes -= 8, p += 8) {
      uint64_t w;
      std::memcpy(&w, p, 8);
      mix(w);
    }
    if (bytes > 0) {
      uint64_t w = 0;
      std::memcpy(&w, p, bytes);
      mix(w);
    }
  }
  void add(int64_t v) { mix(uint64_t(v)); }
  template <class T, class A> void add(const std::vector<T, A> &v) {
    add(int64_t(v.size()));
    add(v.data(), v.size() * sizeof(T));
  }
  std::string hex() const { return fmt::format("{:016x}", h_); }

private:
  void mix(uint64_t w) {
    h_ ^= w;
    h_ *= 0x100000001b3ULL;
  }
  uint64_t h_ = 0xcbf29ce484222325ULL;
};

} // namespace

std::string planDigest(const plan::GlobalPlan &p) {
  Digest d;
  d.add(p.ncolours);
  d.add(p.elementColour);
  d.add(p.colourOffset);
  d.add(p.colourElements);
  return d.hex();
}

std::string planDigest(const plan::BlockPlan &p) {
  Digest d;
  d.add(p.blockSize);
  d.add(p.nblocks);
  d.add(p.blockOffset);
  d.add(p.ncolours);
  d.add(p.colourOffset);
  d.add(p.colourBlocks);
  d.add(p.blockColour);
  return d.hex();
}

std::string planDigest(const plan::HierarchicalPlan &p) {
  Digest d;
  d.add(p.blockSize);
  d.add(p.nblocks);
  d.add(p.blockOffset);
  d.add(p.elements);
  d.add(p.threadColour);
  d.add(p.nthreadColours);
  d.add(int64_t(p.blockColouring));
  d.add(p.nblockColours);
  d.add(p.blockColour);
  d.add(p.colourOffset);
  d.add(p.colourBlocks);
  d.add(int64_t(p.staging));
  d.add(int64_t(p.staged.size()));
  for (const plan::StagedDat &s : p.staged) {
    d.add(s.datId);
    d.add(s.elemBytes);
    d.add(s.toSize);
    d.add(int64_t(s.written));
    d.add(s.list);
  }
  d.add(int64_t(p.stagingLists.size()));
  for (const plan::StagingList &l : p.stagingLists) {
    d.add(l.targetOffset);
    d.add(l.targets);
    d.add(int64_t(l.maps.size()));
    for (const plan::LocalMap &m : l.maps) {
      d.add(m.mapId);
      d.add(m.slot);
      d.add(m.index);
    }
  }
  return d.hex();
}

std::string planDigest(const plan::OwnerPlan &p) {
  Digest d;
  d.add(p.blockSize);
  d.add(p.nblocks);
  d.add(p.blockOffset);
  d.add(p.elements);
  d.add(p.owned);
  return d.hex();
}

} // namespace loom::tools
