// Everything of loom::plan except the JSON conversion (plan_json.h).
#pragma once

#include "loom/plan/block_plan.h"
#include "loom/plan/global_plan.h"
#include "loom/plan/hierarchical_plan.h"
#include "loom/plan/loop_access.h"
#include "loom/plan/owner_plan.h"
#include "loom/plan/plan_stats.h"
#include "loom/plan/plan_validator.h"
