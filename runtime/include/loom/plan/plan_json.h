// JSON form of plan statistics (for loom-plan --json and reports).
#pragma once

#include "loom/plan/plan_stats.h"

#include <nlohmann/json.hpp>

namespace loom::plan {

// An object with one key per PlanStats field (snake_case), strategy as its
// name ("global", "block", "hierarchical", "owner").
nlohmann::json toJson(const PlanStats &);

} // namespace loom::plan
