// The backend registry, filled from LOOM_BACKENDS_DEF (a .def file of
// LOOM_BACKEND lines; the build sets it).
#include "generators/registry.h"

#include <algorithm>

#ifndef LOOM_BACKENDS_DEF
#error "LOOM_BACKENDS_DEF must name the backends' .def file"
#endif

// Each backend's generator, defined in generators/<name>/.
#define LOOM_BACKEND(NAME, MAIN, LOOPS, HEADER, TARGET, SUMMARY)               \
  namespace loom::translator::codegen::NAME {                                  \
  std::string loopDefinition(const LoopModel &loop);                           \
  }
#include LOOM_BACKENDS_DEF
#undef LOOM_BACKEND

namespace loom::translator {

namespace {

constexpr BackendSpec kBackends[] = {
#define LOOM_BACKEND(NAME, MAIN, LOOPS, HEADER, TARGET, SUMMARY)               \
  {#NAME, MAIN, LOOPS, HEADER, TARGET, SUMMARY, &codegen::NAME::loopDefinition},
#include LOOM_BACKENDS_DEF
#undef LOOM_BACKEND
};

} // namespace

std::span<const BackendSpec> backends() { return kBackends; }

const BackendSpec *findBackend(std::string_view name) {
  auto it = std::find_if(std::begin(kBackends), std::end(kBackends),
                         [&](const BackendSpec &b) { return b.name == name; });
  return it == std::end(kBackends) ? nullptr : &*it;
}

std::string backendNames() {
  std::string out;
  for (const BackendSpec &b : kBackends) {
    if (!out.empty())
      out += ", ";
    out += b.name;
  }
  return out;
}

std::string backendTable() {
  size_t width = 0;
  for (const BackendSpec &b : kBackends)
    width = std::max(width, b.name.size());
  std::string out;
  for (const BackendSpec &b : kBackends) {
    out += b.name;
    out.append(width - b.name.size() + 2, ' ');
    out += std::string(b.mainFileSuffix) + " " +
           std::string(b.loopsFileSuffix) + " " + std::string(b.runtimeTarget) +
           "  " + std::string(b.summary) + "\n";
  }
  return out;
}

} // namespace loom::translator
