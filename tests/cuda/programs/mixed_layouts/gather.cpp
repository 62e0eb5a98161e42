// The other source of mixed_layouts: p_v reached through a map, in arrays
// of structs (loomc's default layout for a dat reached through maps).
#include "op_seq.h"

inline void gather(const double *first, const double *second, double *e) {
  *e = first[0] + 2 * second[1] + 3 * first[2];
}

void gatherToEdges(op_set edges, op_map pedge, op_dat p_v, op_dat p_e) {
  op_par_loop(gather, "gather", edges,
              op_arg_dat(p_v, 0, pedge, 3, "double", OP_READ),
              op_arg_dat(p_v, 1, pedge, 3, "double", OP_READ),
              op_arg_dat(p_e, -1, OP_ID, 1, "double", OP_WRITE));
}
