#include "loom/core/host_lookups.h"

namespace loom {

HostLookups &hostLookups() {
  static HostLookups counts;
  return counts;
}

} // namespace loom
