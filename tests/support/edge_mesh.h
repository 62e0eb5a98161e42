// EdgeMesh: op_init, then the smallest mesh with an indirect increment —
// four nodes on a line, the three edges between them (map pedge), a dat p_x
// on the nodes, and `args` incrementing p_x through both ends of an edge;
// op_exit when it goes out of scope. The tuners' tests run their loops on
// it.
#pragma once

#include "op_seq.h"

namespace loom::test {

struct EdgeMesh {
  EdgeMesh() {
    op_init(0, nullptr, 0);
    nodes = op_decl_set(4, "nodes");
    edges = op_decl_set(3, "edges");
    pedge = op_decl_map(edges, nodes, 2, edge, "pedge");
    p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
    args[0] = op_arg_dat(p_x, 0, pedge, 1, "double", OP_INC);
    args[1] = op_arg_dat(p_x, 1, pedge, 1, "double", OP_INC);
  }
  ~EdgeMesh() { op_exit(); }
  EdgeMesh(const EdgeMesh &) = delete;
  EdgeMesh &operator=(const EdgeMesh &) = delete;

  int edge[6] = {0, 1, 1, 2, 2, 3};
  double x[4] = {};
  op_set nodes, edges;
  op_map pedge;
  op_dat p_x;
  op_arg args[2];
};

} // namespace loom::test
