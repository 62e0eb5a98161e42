// OP2 ships op_seq_mat.h; Loom does not implement it (see
// docs/op2-compatibility.md).
#pragma once
#error                                                                         \
    "op_seq_mat.h: this OP2 header is not provided by Loom (see docs/op2-compatibility.md)"
