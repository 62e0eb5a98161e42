#include "loom/reorder/renumber.h"

#include "loom/core/error.h"
#include "loom/core/host_sync.h"

#include <cstring>
#include <vector>

namespace loom {

namespace {

// Moves the `bytes`-sized row i of `data` to row p[i].
void permuteRows(char *data, size_t rows, size_t bytes,
                 const reorder::Permutation &p) {
  std::vector<char> copy(data, data + rows * bytes);
  for (size_t i = 0; i < rows; ++i)
    std::memcpy(data + static_cast<size_t>(p[i]) * bytes,
                copy.data() + i * bytes, bytes);
}

} // namespace

void renumber(Context &ctx, op_set set, const reorder::Permutation &p) {
  if (!set)
    throw Error("renumber: null set");
  reorder::checkPermutation(p, set->size,
                            std::string("renumber set '") + set->name + "'");
  const size_t n = static_cast<size_t>(set->size);
  // A dat's device copy, if newer, is brought back first; the permuted host
  // copy is then the newer one.
  for (op_dat d : ctx.dats())
    if (d && d->set == set) {
      syncHostCopy(d);
      permuteRows(d->data, n, static_cast<size_t>(d->size), p);
      hostCopyChanged(d);
    }
  for (op_map m : ctx.maps()) {
    if (m->from == set)
      permuteRows(reinterpret_cast<char *>(m->map), n, sizeof(int) * m->dim, p);
    if (m->to == set) {
      const size_t count = static_cast<size_t>(m->from->size) * m->dim;
      for (size_t k = 0; k < count; ++k)
        m->map[k] = p[m->map[k]];
    }
  }
  // The declaration-time index of each element moves with it.
  auto &originalIds = ctx.originalIds();
  const auto index = static_cast<size_t>(set->index);
  if (originalIds.size() <= index)
    originalIds.resize(index + 1);
  std::vector<int> &ids = originalIds[index];
  if (ids.empty())
    ids = reorder::identityPermutation(set->size);
  std::vector<int> moved(n);
  for (size_t i = 0; i < n; ++i)
    moved[static_cast<size_t>(p[i])] = ids[i];
  ids.swap(moved);
  ctx.touch();
}

void renumber(op_set set, const reorder::Permutation &p) {
  renumber(context(), set, p);
}

} // namespace loom
