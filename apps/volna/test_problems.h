// Volna's test problems: the bed and the initial water of each, as functions
// of position within the mesh's bounding box.
#pragma once

#include <string>

enum class TestProblem {
  LakeAtRest, // still water over a bed with a bump and a dry island
  DamBreak,   // circular dam break on a flat bed (de la Asuncion et al.)
  Wave        // a Gaussian hump running up a sloping beach
};

// "lake", "dambreak", "wave"; throws std::invalid_argument otherwise.
TestProblem parseTestProblem(const std::string &name);

struct Box {
  double x0, y0, x1, y1;
};

// The state (h, hu, hv, z) at point (x, y) of the box.
void initialState(TestProblem problem, const Box &box, double x, double y,
                  float *values);
