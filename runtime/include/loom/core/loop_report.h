// The loop report (LOOM_REPORT=file.json, written at op_exit): per loop its
// calls, time, effective bandwidth and the strategy it ended with, and per
// strategy it ran with the same figures plus the plan's shape. Read by
// tools/loom-report (tables and plots).
#pragma once

#include "loom/core/loop_stats.h"

#include <string>

namespace loom {

// The report of `stats` as JSON text.
std::string loopReportJson(const LoopStatsTable &stats);

// Writes it to `path` through a temporary file and a rename; throws
// loom::Error naming the file on failure.
void writeLoopReport(const LoopStatsTable &stats, const std::string &path);

} // namespace loom
