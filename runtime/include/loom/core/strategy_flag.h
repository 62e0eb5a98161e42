// An application's --strategy flag: the per-loop strategy list for the
// backend the program was translated for, as if it were given in
// LOOM_CUDA_STRATEGY (cuda_global, cuda_hier: "res_calc=global:128,*=hier")
// or LOOM_STRATEGY (the CPU backends: "res_calc=global,*=block:512"). Call
// after op_init; an empty list changes nothing. The backend checks the names
// at its next loop, as for the variables.
#pragma once

#include <string>

namespace loom {

void applyStrategyFlag(const std::string &strategies);

} // namespace loom
