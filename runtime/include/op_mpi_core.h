// OP2 ships op_mpi_core.h; Loom does not implement it (see
// docs/op2-compatibility.md).
#pragma once
#error                                                                         \
    "op_mpi_core.h: this OP2 header is not provided by Loom (see docs/op2-compatibility.md)"
