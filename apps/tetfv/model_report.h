// The line tetfv prints beside its measurement when given --stream-gbs: the
// bandwidth model of Langguth et al. evaluated for this instance on every
// memory path of this machine with a measured bandwidth (memory behind the
// last-level cache, and inner caches given --cache-gbs), against the
// measured effective bandwidth.
#pragma once

#include "tetfv_setup.h"

#include <string>

// The locality the model takes as block size b: the instance's b for the
// block-diagonal instances, else the mean span of a tet's gathers
// (max - min of the tet and its neighbours' indices, plus one).
double modelBlockSize(const TetfvOptions &opt, const TetfvProblem &problem);

// "model: b B, PATH (LEVEL SIZE) X B/tet at Y GB/s; ... -> predicted Z GB/s
// effective (limited by PATH); measured ..." for `tetsPerSecond` measured;
// opt.streamGBs and opt.cacheGBs are bandwidths measured by the caller
// (bench/tetfv runs loom-stream at several array sizes).
std::string modelReport(const TetfvOptions &opt, const TetfvProblem &problem,
                        double tetsPerSecond);
