// The line tetfv prints beside its measurement when given --stream-gbs: the
// bandwidth model of Langguth et al. evaluated for this instance and this
// machine's last-level cache, against the measured effective bandwidth.
#pragma once

#include "tetfv_setup.h"

#include <string>

// The locality the model takes as block size b: the instance's b for the
// block-diagonal instances, else the mean span of a tet's gathers
// (max - min of the tet and its neighbours' indices, plus one).
double modelBlockSize(const TetfvOptions &opt, const TetfvProblem &problem);

// "model: ..." for `tetsPerSecond` measured; streamGBs is the STREAM triad
// bandwidth in GB/s measured by the caller (bench/tetfv runs loom-stream).
std::string modelReport(const TetfvOptions &opt, const TetfvProblem &problem,
                        double tetsPerSecond);
