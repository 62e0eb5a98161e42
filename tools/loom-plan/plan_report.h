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
  double buildMs = 0;
  double validateMs = 0; // 0 when not validated
  bool validated = false;
  std::string error; // validator message; empty when valid
};

PlanRun runPlan(const loom::plan::LoopAccess &loop,
                loom::plan::Strategy strategy, int blockSize,
                loom::plan::StagingMode staging, bool validate);

// A fixed-width table with one row per run.
std::string formatTable(const std::vector<PlanRun> &runs);

nlohmann::json toJson(const PlanRun &run);

} // namespace loom::tools
