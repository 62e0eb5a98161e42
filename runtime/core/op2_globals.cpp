// OP2's global variables (op_lib_core.h) and the registry counters.
#include "op_lib_core.h"

#include "loom/core/context.h"

int OP_diags = 0;
int OP_part_size = 0;
int OP_block_size = 64;
int OP_cache_line_size = 128;
int OP_gpu_direct = 0;
int OP_unified_exchanges = 0;
double OP_hybrid_balance = 1.0;
int OP_hybrid_gpu = 0;
int OP_maps_base_index = 0;
int OP_mpi_test_frequency = 1 << 30;
int OP_partial_exchange = 0;
int OP_disable_mpi_reductions = 0;
int OP_cuda_reductions_mib = 10;
int OP_is_partitioned = 0;
int OP_auto_soa = 0;
int OP_realloc = 1;
int OP_set_index = 0, OP_set_max = 0;
int OP_map_index = 0, OP_map_max = 0;
int OP_dat_index = 0;
int OP_plan_index = 0, OP_plan_max = 0;
int OP_kern_max = 0, OP_kern_curr = 0;

namespace loom::detail {

// The counters follow the context: the number of declared sets, maps and
// dats (temporaries freed since are not subtracted, as in OP2), and the
// number of distinct loops run so far.
void updateRegistryCounters() {
  Context &ctx = context();
  OP_set_index = OP_set_max = static_cast<int>(ctx.sets().size());
  OP_map_index = OP_map_max = static_cast<int>(ctx.maps().size());
  OP_dat_index = static_cast<int>(ctx.dats().size());
  OP_kern_max = static_cast<int>(ctx.loopStats().entries().size());
}

void resetRegistryCounters() {
  OP_set_index = OP_set_max = OP_map_index = OP_map_max = 0;
  OP_dat_index = OP_plan_index = OP_plan_max = OP_kern_max = OP_kern_curr = 0;
}

} // namespace loom::detail
