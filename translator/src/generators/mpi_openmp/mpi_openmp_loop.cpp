// The mpi_openmp backend: the openmp backend's loop on each MPI process,
// linked with loom::backends_mpi_openmp. As for mpi_seq, the loop's
// LoopScope does the halo exchange and the reductions over processes, and
// the loop's plan covers the execute halo when the loop writes through a
// map (loopExecuteSize).
#include "model/loop_model.h"

#include <string>

namespace loom::translator::codegen {
namespace openmp {
std::string loopDefinition(const LoopModel &loop); // generators/openmp
}

namespace mpi_openmp {

std::string loopDefinition(const LoopModel &loop) {
  return openmp::loopDefinition(loop);
}

} // namespace mpi_openmp
} // namespace loom::translator::codegen
