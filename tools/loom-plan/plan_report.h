// Builds, times, validates and summarises one plan for loom-plan.
#pragma once

#include "loom/plan/loop_access.h"
#include "loom/plan/plan_stats.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace loom::tools {

struct PlanRun {
  loom::plan::PlanStats stats;
  double buildMs = 0;    // median over the repeats
  double buildMinMs = 0; // fastest build
  double buildCpuMs = 0; // median process CPU time of a build (user + system)
  int repeats = 1;
  double validateMs = 0; // 0 when not validated
  bool validated = false;
  std::string error;  // validator message; empty when valid
  std::string digest; // planDigest of the plan; empty unless asked for
};

// Builds the plan `repeat` times (the times' median is buildMs), then
// validates, measures and (when `digest`) digests the last one.
PlanRun runPlan(const loom::plan::LoopAccess &loop,
                loom::plan::Strategy strategy, int blockSize,
                loom::plan::StagingMode staging, bool validate, int repeat = 1,
                bool digest = false);

// A fixed-width table with one row per run.
std::string formatTable(const std::vector<PlanRun> &runs);

// One line per run with a digest: "digest STRATEGY BS HEX" (BS "-" for the
// global plan).
std::string formatDigests(const std::vector<PlanRun> &runs);

nlohmann::json toJson(const PlanRun &run);

} // namespace loom::tools
