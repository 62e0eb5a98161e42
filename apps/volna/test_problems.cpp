#include "test_problems.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

TestProblem parseTestProblem(const std::string &name) {
  if (name == "lake")
    return TestProblem::LakeAtRest;
  if (name == "dambreak")
    return TestProblem::DamBreak;
  if (name == "wave")
    return TestProblem::Wave;
  throw std::invalid_argument("unknown problem '" + name +
                              "' (expected lake, dambreak or wave)");
}

void initialState(TestProblem problem, const Box &box, double x, double y,
                  float *values) {
  const double lx = box.x1 - box.x0, ly = box.y1 - box.y0;
  const double sx = (x - box.x0) / lx, sy = (y - box.y0) / ly; // in [0, 1]
  double z = 0, surface = 0;
  switch (problem) {
  case TestProblem::LakeAtRest: {
    // A submerged bump and an island above the still surface at 1.
    const double bump =
        0.8 *
        std::exp(-40 * ((sx - 0.3) * (sx - 0.3) + (sy - 0.5) * (sy - 0.5)));
    const double island =
        1.5 *
        std::exp(-60 * ((sx - 0.7) * (sx - 0.7) + (sy - 0.5) * (sy - 0.5)));
    z = std::max(bump, island);
    surface = 1.0;
    break;
  }
  case TestProblem::DamBreak: {
    const double r = std::hypot(sx - 0.5, (sy - 0.5) * ly / lx);
    surface = r < 0.15 ? 2.0 : 1.0;
    break;
  }
  case TestProblem::Wave:
    // The bed rises from -1 to 0.5 along x; the shore is at sx = 2/3.
    z = -1.0 + 1.5 * sx;
    surface = 0.1 * std::exp(-200 * (sx - 0.25) * (sx - 0.25));
    break;
  }
  values[0] = static_cast<float>(std::max(0.0, surface - z));
  values[1] = 0.0f;
  values[2] = 0.0f;
  values[3] = static_cast<float>(z);
}
