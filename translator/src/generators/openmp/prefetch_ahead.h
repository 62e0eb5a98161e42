// The openmp generator's software prefetch: while the scalar element loop
// runs element `n`, the data the element `prefetch` positions ahead reaches
// through maps is requested into cache (loom/backend/openmp/
// prefetch_ahead.h), once per (dat, map slot), for writing where the loop
// changes it. Hardware prefetchers follow address streams, not the indices a
// map holds. Private to the openmp generator.
#pragma once

#include "generators/common/code_writer.h"
#include "generators/common/loop_layout.h"

#include <string>
#include <vector>

namespace loom::translator::codegen::openmp {

class PrefetchAhead {
public:
  // Claims its locals' names in `layout`.
  explicit PrefetchAhead(LoopLayout &layout);

  // Whether the loop reaches any data through maps.
  bool any() const { return !requests_.empty(); }

  // The declaration of the distance local, read once per loop call.
  std::string distanceLocal() const;

  // The guarded statements prefetching for the block position
  // `position + prefetch`, whose element is `aheadValue`:
  //   if (prefetch && k + prefetch < block_end) {
  //     const int ahead = order ? order[k + prefetch] : k + prefetch;
  //     loom::openmp::prefetchRead(p_q + pecell_map[ahead * 2] * 4, 4);
  //   }
  Layout block(const std::string &position,
               const std::string &aheadValue) const;

  // The local holding the distance ("prefetch").
  const std::string &distance() const { return distance_; }

private:
  std::string distance_, ahead_;
  // One per (dat, map slot): the element's address for element `ahead_`,
  // its dim, and whether the loop changes it.
  struct Request {
    std::string pointer, dim;
    bool write = false;
  };
  std::vector<Request> requests_;
};

} // namespace loom::translator::codegen::openmp
