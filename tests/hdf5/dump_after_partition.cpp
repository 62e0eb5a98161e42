// op_dump_to_hdf5 after op_partition, on any number of MPI processes: each
// process reads its slice of grid_small's sets, maps and dats (as OP2's
// airfoil_hdf5 does), the mesh is partitioned, and the dump must hold the
// whole mesh in declaration order, as one process writes it.
//
//   dump_after_partition MESH.h5 OUT.h5
#include "op_seq.h"

#include "op_hdf5.h"

#include <cstdio>

int main(int argc, char **argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: dump_after_partition MESH.h5 OUT.h5\n");
    return 1;
  }
  op_init(argc, argv, 0);
  const char *file = argv[1];
  op_set nodes = op_decl_set_hdf5(file, "nodes");
  op_set edges = op_decl_set_hdf5(file, "edges");
  op_set bedges = op_decl_set_hdf5(file, "bedges");
  op_set cells = op_decl_set_hdf5(file, "cells");
  op_map pedge = op_decl_map_hdf5(edges, nodes, 2, file, "pedge");
  op_map pecell = op_decl_map_hdf5(edges, cells, 2, file, "pecell");
  op_decl_map_hdf5(bedges, nodes, 2, file, "pbedge");
  op_decl_map_hdf5(bedges, cells, 1, file, "pbecell");
  op_decl_map_hdf5(cells, nodes, 4, file, "pcell");
  op_decl_dat_hdf5(bedges, 1, "int", file, "p_bound");
  op_dat p_x = op_decl_dat_hdf5(nodes, 2, "double", file, "p_x");
  op_decl_dat_hdf5(cells, 4, "double", file, "p_q");
  (void)pedge;
  op_partition("PTSCOTCH", "KWAY", edges, pecell, p_x);
  op_dump_to_hdf5(argv[2]);
  op_exit();
  return 0;
}
