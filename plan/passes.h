// Passes of the buffer planner (plan/): plan-buffers.
#pragma once

namespace tbuf::plan {

/// Registers plan-buffers (plan_buffers_pass.cc).
void registerPlanPasses();

}  // namespace tbuf::plan
