// Face matching by ordering the faces' sorted node tuples.
#include "loom/io/shared_faces.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <stdexcept>

namespace loom::io {

namespace {

using Key = std::array<int, 4>; // a face's nodes, sorted, padded with -1

// -1, 0, 1 as a is before, equal to or after b (lexicographic). Written
// out: std::array's == called memcmp, 9% of a whole --box 110 run.
int compareKeys(const Key &a, const Key &b) {
  for (int i = 0; i < 4; ++i)
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  return 0;
}

// The faces in (key, face) order. Where the smallest nodes span no more
// values than there are faces (every mesh numbered from 0 or 1), a
// counting sort by the smallest node, then each bucket sorted: linear in
// the faces, and each key read where its bucket is. Otherwise one sort of
// all faces.
std::vector<int> facesByKey(const std::vector<Key> &keys) {
  const auto before = [&](int a, int b) {
    const int c = compareKeys(keys[a], keys[b]);
    return c != 0 ? c < 0 : a < b;
  };
  const size_t numFaces = keys.size();
  std::vector<int> order(numFaces);
  if (numFaces == 0)
    return order;
  long long lo = keys[0][0], hi = keys[0][0];
  for (const Key &k : keys) {
    lo = std::min<long long>(lo, k[0]);
    hi = std::max<long long>(hi, k[0]);
  }
  if (hi - lo + 1 > static_cast<long long>(numFaces)) {
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), before);
    return order;
  }
  std::vector<int> start(hi - lo + 2, 0);
  for (const Key &k : keys)
    ++start[k[0] - lo + 1];
  for (size_t b = 1; b < start.size(); ++b)
    start[b] += start[b - 1];
  std::vector<int> fill(start.begin(), start.end() - 1);
  for (size_t f = 0; f < numFaces; ++f)
    order[fill[keys[f][0] - lo]++] = static_cast<int>(f);
  for (size_t b = 0; b + 1 < start.size(); ++b)
    if (start[b + 1] - start[b] > 1)
      std::sort(order.begin() + start[b], order.begin() + start[b + 1], before);
  return order;
}

} // namespace

std::vector<int> matchSharedFaces(const std::vector<int> &faceNodes,
                                  int nodesPerFace, int facesPerCell,
                                  const std::string &meshName,
                                  const std::string &faceWord,
                                  const std::string &cellWord) {
  if (nodesPerFace < 1 || nodesPerFace > 4 || facesPerCell < 1 ||
      faceNodes.size() % static_cast<size_t>(nodesPerFace) != 0)
    throw std::invalid_argument(meshName + ": " +
                                std::to_string(faceNodes.size()) +
                                " face nodes do not make faces of " +
                                std::to_string(nodesPerFace) + " nodes (1..4)");
  const size_t numFaces = faceNodes.size() / nodesPerFace;
  std::vector<Key> keys(numFaces);
  for (size_t f = 0; f < numFaces; ++f) {
    keys[f].fill(-1);
    std::copy_n(&faceNodes[f * nodesPerFace], nodesPerFace, keys[f].begin());
    std::sort(keys[f].begin(), keys[f].begin() + nodesPerFace);
  }
  const std::vector<int> order = facesByKey(keys);
  std::vector<int> partner(numFaces, -1);
  for (size_t k = 0; k < numFaces;) {
    size_t end = k + 1;
    while (end < numFaces && compareKeys(keys[order[end]], keys[order[k]]) == 0)
      ++end;
    if (end - k > 2) {
      std::string nodes;
      for (int n = 0; n < nodesPerFace; ++n)
        nodes += (n ? ", " : "") + std::to_string(keys[order[k]][n]);
      throw std::invalid_argument(
          meshName + ": " + faceWord + " (" + nodes + ") is shared by " +
          std::to_string(end - k) + " " + cellWord + "s (non-manifold), e.g. " +
          cellWord + " " + std::to_string(order[k] / facesPerCell));
    }
    if (end - k == 2) {
      partner[order[k]] = order[k + 1];
      partner[order[k + 1]] = order[k];
    }
    k = end;
  }
  return partner;
}

} // namespace loom::io
