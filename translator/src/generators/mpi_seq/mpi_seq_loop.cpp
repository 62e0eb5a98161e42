// The mpi_seq backend: the seq backend's loop on each MPI process. The
// generated loop is already distributed-memory aware: its LoopScope
// exchanges halos before the elements and combines reductions after them,
// and scope.size() adds the execute halo when the loop writes through a map
// (runtime/backends/mpi). What differs is the runtime it links
// (loom::backends_mpi_seq).
#include "generators/seq/seq_loop.h"

namespace loom::translator::codegen::mpi_seq {

std::string loopDefinition(const LoopModel &loop) {
  return seq::loopDefinition(loop);
}

} // namespace loom::translator::codegen::mpi_seq
