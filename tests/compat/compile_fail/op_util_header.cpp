#include "op_seq.h"
#include "op_util.h"
int main() {}
