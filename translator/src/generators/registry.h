// The registry of loomc's backends: for each, its name, the files loomc
// writes, what the generated code includes and links, and its generator.
// The entries come from a .def file (generators/backends.def for loomc; a
// test build may use another); loomc --help, --list-backends and its errors
// read them from here.
#pragma once

#include "model/loop_model.h"

#include <span>
#include <string>
#include <string_view>

namespace loom::translator {

struct BackendSpec {
  std::string_view name;
  std::string_view mainFileSuffix;  // "_loom.cpp": <stem>_<name>_loom.cpp
  std::string_view loopsFileSuffix; // "_loops.h"
  std::string_view runtimeHeader;   // "loom/backend/openmp.h"
  std::string_view runtimeTarget;   // "backends_openmp"
  std::string_view summary;
  // The definition of one loop function (throws GeneratorError).
  std::string (*loopDefinition)(const LoopModel &);
};

// Every registered backend, in registry order.
std::span<const BackendSpec> backends();

// The backend called `name`, or null.
const BackendSpec *findBackend(std::string_view name);

// "seq, openmp": the names, for messages.
std::string backendNames();

// One line per backend: name, main file suffix, loops file suffix, runtime
// target and summary, separated by spaces (the summary last). CMake's
// loom_add_application reads this from `loomc --list-backends`.
std::string backendTable();

} // namespace loom::translator
