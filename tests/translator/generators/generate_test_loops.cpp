// Writes the loops headers of the hand-made test program for every backend:
//   loom_generate_test_loops <out-dir>
// -> <out-dir>/runtime_test_<backend>_loops.h. Stands in for loomc (whose
// Clang front end these tests do not need) when building the runtime test.
// The CUDA backends (a .cu main file) are left out: the hand-made models
// have no kernel definitions to copy to the device, and the runtime test is
// host code (tests/cuda runs their output).
#include "generators/program_generator.h"
#include "generators/registry.h"
#include "test_models.h"

#include <fstream>
#include <iostream>

int main(int argc, char **argv) {
  if (argc != 2) {
    std::cerr << "usage: " << argv[0] << " <out-dir>\n";
    return 2;
  }
  using namespace loom::translator;
  const ProgramModel program = testing::testProgram();
  for (const BackendSpec &backend : backends()) {
    if (backend.mainFileSuffix.ends_with(".cu"))
      continue;
    std::string path = std::string(argv[1]) + "/runtime_test_" +
                       std::string(backend.name) + "_loops.h";
    std::ofstream out(path);
    out << generateLoops(program, backend);
    if (!out) {
      std::cerr << "cannot write " << path << "\n";
      return 1;
    }
  }
  return 0;
}
