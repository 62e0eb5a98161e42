// OP2 ships op_util.h; Loom does not implement it (see
// docs/op2-compatibility.md).
#pragma once
#error                                                                         \
    "op_util.h: this OP2 header is not provided by Loom (see docs/op2-compatibility.md)"
