// The single-node forms of OP2's distributed-memory calls and set queries:
// one process, rank 0, no halos, the numbering kept as declared.
#include "op_lib_core.h"

#include "loom/core/context.h"
#include "loom/core/distribution.h"
#include "loom/core/error.h"
#include "loom/core/host_sync.h"
#include "loom/core/stale_handles.h"
#include "loom/core/type_name.h"

#include <cstring>
#include <string>

void op_init(int argc, char **argv, int diags); // op2_lifecycle.cpp
void op_init_soa(int argc, char **argv, int diags, int soa);

namespace {

op_set checkedSet(op_set set, const char *call) {
  if (!set)
    loom::fatal(std::string(call) + ": null set");
  return set;
}

} // namespace

// Elements owned by the processes of lower rank (collective under MPI).
idx_g_t op_get_global_set_offset(op_set set) {
  checkedSet(set, "op_get_global_set_offset");
  return static_cast<idx_g_t>(
      loom::orExit([&] { return loom::distribution().ownedOffset(set); }));
}

int op_get_size_local(op_set set) {
  return checkedSet(set, "op_get_size_local")->size;
}

// Owned elements, then the execute halo, then the non-execute halo (both
// empty on one process).
int op_get_size_local_exec(op_set set) {
  checkedSet(set, "op_get_size_local_exec");
  return set->size + set->exec_size;
}

int op_get_size_local_full(op_set set) {
  checkedSet(set, "op_get_size_local_full");
  return set->size + set->exec_size + set->nonexec_size;
}

int op_size_of_set(const char *name) {
  for (op_set s : loom::context().sets())
    if (name && std::strcmp(s->name, name) == 0)
      return s->size + s->exec_size + s->nonexec_size;
  loom::fatal(std::string("op_size_of_set: no set named '") +
              (name ? name : "(null)") + "'");
}

int compare_sets(op_set a, op_set b) { return a && a == b ? 1 : 0; }

op_dat search_dat(op_set set, int dim, const char *type, int size,
                  const char *name) {
  for (op_dat d : loom::context().dats())
    if (d->set == set && d->dim == dim && d->size == size && type && name &&
        loom::sameTypeName(d->type, type) && std::strcmp(d->name, name) == 0)
      return d;
  return nullptr;
}

void check_map(const char *name, op_set from, op_set to, int dim, int *map) {
  if (!from || !to || dim <= 0 || (!map && from->size > 0))
    loom::fatal(std::string("check_map(") + (name ? name : "?") +
                "): null set, null map or dim " + std::to_string(dim));
  for (long i = 0; i < static_cast<long>(from->size) * dim; ++i)
    if (map[i] < 0 || map[i] >= to->size)
      loom::fatal(std::string("check_map(") + (name ? name : "?") +
                  "): entry " + std::to_string(i) + " = " +
                  std::to_string(map[i]) + " is outside set '" + to->name +
                  "' of size " + std::to_string(to->size));
}

// OP2's explicit copies between the host and a device (nothing to do
// without one): an upload makes the host's values the newer ones, so the
// next loop copies them over; a download brings the device's to dat->data.
void op_upload_all() {
  for (op_dat dat : loom::context().dats())
    loom::hostCopyChanged(dat);
}
void op_upload_dat(op_dat dat) {
  if (!dat)
    loom::fatal("op_upload_dat: null dat");
  loom::orExit([&] {
    loom::requireLive(dat, "op_upload_dat");
    loom::hostCopyChanged(dat);
  });
}
void op_download_dat(op_dat dat) {
  if (!dat)
    loom::fatal("op_download_dat: null dat");
  loom::orExit([&] {
    loom::requireLive(dat, "op_download_dat");
    loom::syncHostCopy(dat);
  });
}
void deviceSync() {}

void op_partition(const char *lib_name, const char *lib_routine,
                  op_set prime_set, op_map prime_map, op_dat coords) {
  // One process: nothing changes. With the MPI backend linked, the mesh is
  // partitioned and each process keeps its part (runtime/backends/mpi).
  loom::orExit([&] {
    loom::distribution().partition(lib_name, lib_routine, prime_set, prime_map,
                                   coords);
  });
}
void op_partition_destroy() {}
// op_renumber: runtime/reorder/op_renumber.cpp.

int op_is_root() { return loom::distribution().rank() == 0 ? 1 : 0; }
void op_rank(int *rank) {
  if (rank)
    *rank = loom::distribution().rank();
}

void op_mpi_init(int argc, char **argv, int diags, int /*global*/,
                 int /*local*/) {
  op_init(argc, argv, diags);
}
void op_mpi_init_soa(int argc, char **argv, int diags, int /*global*/,
                     int /*local*/, int soa) {
  op_init_soa(argc, argv, diags, soa);
}

// Every element is owned: the loop runs over the whole set.
int op_mpi_halo_exchanges(op_set set, int, op_arg *) {
  return checkedSet(set, "op_mpi_halo_exchanges")->size;
}
int op_mpi_halo_exchanges(op_set set, int, op_arg *, int) {
  return checkedSet(set, "op_mpi_halo_exchanges")->size;
}
int op_mpi_halo_exchanges_cuda(op_set set, int, op_arg *) {
  return checkedSet(set, "op_mpi_halo_exchanges_cuda")->size;
}
int op_mpi_halo_exchanges_grouped(op_set set, int, op_arg *, int) {
  return checkedSet(set, "op_mpi_halo_exchanges_grouped")->size;
}

// No halos to mark, wait for or test; reductions are already global.
void op_mpi_set_dirtybit(int, op_arg *) {}
void op_mpi_set_dirtybit_cuda(int, op_arg *) {}
void op_mpi_wait_all(int, op_arg *) {}
void op_mpi_wait_all_cuda(int, op_arg *) {}
void op_mpi_wait_all_grouped(int, op_arg *, int) {}
void op_mpi_test_all(int, op_arg *) {}
void op_mpi_test_all_grouped(int, op_arg *) {}
void op_mpi_reset_halos(int, op_arg *) {}
void op_mpi_barrier() {
  loom::orExit([] { loom::distribution().barrier(); });
}
void op_mpi_reduce_combined(op_arg *, int) {}
void op_mpi_reduce_float(op_arg *, float *) {}
void op_mpi_reduce_double(op_arg *, double *) {}
void op_mpi_reduce_int(op_arg *, int *) {}
void op_mpi_reduce_bool(op_arg *, bool *) {}
void op_mpi_perf_time(const char *, double) {}
int op_mpi_get_test_frequency() { return OP_mpi_test_frequency; }
