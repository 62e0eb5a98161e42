// The openmp backend's auto-tuner, driven with invented call times (a test
// double of the timer: the times LoopScope would record are written into
// the loop statistics by the test): it keeps a candidate that beats the
// default by more than the spread and saves it, keeps the default when the
// difference is noise, re-checks a saved choice and drops it when it has
// become slower, and does not tune a loop called only a few times.
#include "autotuner.h"

#include "loom/core/context.h"
#include "op_seq.h"

#include "edge_mesh.h"
#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>

namespace {

using loom::openmp::Autotuner;
using loom::openmp::Strategy;

// Runs `loop` until the tuner decides, recording `seconds(strategy, call)`
// as the time of each call; returns the decision, `calls` the trial calls.
template <typename Seconds>
Strategy tune(Autotuner &tuner, const char *loop, op_set set, op_arg *args,
              int nargs, Seconds seconds, int &calls) {
  calls = 0;
  for (int call = 0; call < 1000; ++call) {
    Autotuner::Decision d = tuner.strategyFor(loop, set, args, nargs);
    if (d.decided)
      return d.strategy;
    calls += d.trial;
    loom::context().loopStats().record(loop, seconds(d.strategy, call), 0);
  }
  ADD_FAILURE() << "no decision after 1000 calls";
  return {};
}

// Noise: a call's time times one of five factors, in turn.
double noisy(double seconds, int call) {
  static const double factor[] = {0.9, 1.0, 1.1, 1.2, 0.8};
  return seconds * factor[call % 5];
}

const Strategy kDefault{Strategy::Kind::Block, 256}; // a 3-element set's

TEST(Autotuner, KeepsAClearWinnerSavesItAndRechecksIt) {
  loom::test::ScratchDir scratch;
  const std::string file = scratch.file("tuning.json");
  loom::test::EdgeMesh m;
  op_set edges = m.edges;
  op_arg *args = m.args;

  const Strategy fastest{Strategy::Kind::Block, 512};
  auto seconds = [&](const Strategy &s, int call) {
    return noisy(s == fastest ? 0.5 : 1.0, call);
  };
  const int candidates = static_cast<int>(Autotuner::candidates().size());
  {
    Autotuner tuner(file);
    int calls = 0;
    EXPECT_EQ(tune(tuner, "res", edges, args, 2, seconds, calls), fastest);
    // Interleaved rounds, every candidate on the same number of calls;
    // clear after the fewest rounds.
    EXPECT_EQ(calls, Autotuner::kMinRounds * candidates);
    // Decided: every later call runs it without trials.
    Autotuner::Decision d = tuner.strategyFor("res", edges, args, 2);
    EXPECT_FALSE(d.trial);
    EXPECT_EQ(d.strategy, fastest);
  }
  std::ifstream saved(file);
  std::string text((std::istreambuf_iterator<char>(saved)), {});
  EXPECT_NE(text.find("\"block:512\""), std::string::npos) << text;
  EXPECT_NE(text.find("\"res@"), std::string::npos) << text;

  // A later run on the same mesh re-checks the saved choice against the
  // default in a few calls, and keeps it.
  {
    Autotuner tuner(file);
    int calls = 0;
    EXPECT_EQ(tune(tuner, "res", edges, args, 2, seconds, calls), fastest);
    EXPECT_EQ(calls, 2 * Autotuner::kCheckRounds);
  }

  // The saved choice has become slower than the default: a warning, the
  // default, and the entry dropped from the file.
  {
    Autotuner tuner(file);
    int calls = 0;
    auto slower = [&](const Strategy &s, int call) {
      return noisy(s == fastest ? 2.0 : 1.0, call);
    };
    testing::internal::CaptureStderr();
    EXPECT_EQ(tune(tuner, "res", edges, args, 2, slower, calls), kDefault);
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("loom: warning: loop 'res': the tuned block:512 saved "
                       "in '" +
                       file + "' is now slower than the default block:256"),
              std::string::npos)
        << err;
  }
  std::ifstream dropped(file);
  text.assign(std::istreambuf_iterator<char>(dropped), {});
  EXPECT_EQ(text.find("res@"), std::string::npos) << text;

  // Another mesh (the map changed) is tuned again: here global wins.
  m.edge[5] = 0;
  op_map other = op_decl_map(edges, m.nodes, 2, m.edge, "other");
  op_arg args2[] = {op_arg_dat(m.p_x, 0, other, 1, "double", OP_INC),
                    op_arg_dat(m.p_x, 1, other, 1, "double", OP_INC)};
  {
    Autotuner tuner(file);
    int calls = 0;
    auto globalWins = [](const Strategy &s, int) {
      return s.kind == Strategy::Kind::Global ? 0.1 : 1.0;
    };
    EXPECT_EQ(tune(tuner, "res", edges, args2, 2, globalWins, calls).kind,
              Strategy::Kind::Global);
    EXPECT_GT(calls, 0);
  }

  // A file that is not a tuning file (another file named by mistake) is
  // refused with one line, never trusted nor rewritten.
  std::ofstream(file) << "{ not json";
  EXPECT_EXIT(Autotuner{file}, testing::ExitedWithCode(1),
              "loom: error: LOOM_TUNING_FILE: .*: not a tuning file");
  std::ifstream kept(file);
  text.assign(std::istreambuf_iterator<char>(kept), {});
  EXPECT_EQ(text, "{ not json");
}

// A candidate faster than the default by less than the spread of their
// calls is noise: the default is kept (and saved), after at most
// kMaxRounds rounds.
TEST(Autotuner, KeepsTheDefaultWhenTheDifferenceIsNoise) {
  loom::test::ScratchDir scratch;
  loom::test::EdgeMesh m;
  op_set edges = m.edges;
  op_arg *args = m.args; // the first only: one argument
  const Strategy lucky{Strategy::Kind::Block, 128};
  auto seconds = [&](const Strategy &s, int call) {
    if (s == lucky)
      return noisy(0.97, call); // 3% faster; the spread is ~20%
    return s == kDefault ? noisy(1.0, call + 2) : 3.0;
  };
  Autotuner tuner(scratch.file("tuning.json"));
  int calls = 0;
  EXPECT_EQ(tune(tuner, "res", edges, args, 1, seconds, calls), kDefault);
  // The clearly slower candidates are dropped after kMinRounds rounds.
  const int candidates = static_cast<int>(Autotuner::candidates().size());
  EXPECT_EQ(calls, Autotuner::kMinRounds * candidates +
                       2 * (Autotuner::kMaxRounds - Autotuner::kMinRounds));
}

// A loop called fewer than kWarmCalls + 1 times runs the default and builds
// no trial plan: it is reported, not tuned.
TEST(Autotuner, DoesNotTuneALoopCalledAFewTimes) {
  loom::test::ScratchDir scratch;
  op_init(0, nullptr, 0);
  op_set cells = op_decl_set(3, "cells");
  double x[3] = {};
  op_dat p_x = op_decl_dat(cells, 1, "double", x, "p_x");
  op_arg args[] = {op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW)};
  Autotuner tuner(scratch.file("tuning.json"));
  for (int call = 0; call < Autotuner::kWarmCalls; ++call) {
    Autotuner::Decision d = tuner.strategyFor("geom", cells, args, 1);
    EXPECT_TRUE(d.warm);
    EXPECT_FALSE(d.trial);
    EXPECT_EQ(d.strategy, kDefault);
    loom::context().loopStats().record("geom", 1.0, 0);
  }
  EXPECT_TRUE(tuner.strategyFor("geom", cells, args, 1).trial);
  op_exit();
}

// One loop name on two sets (multigrid levels) is tuned on each: deciding
// one does not decide the other.
TEST(Autotuner, TunesALoopOnEachSet) {
  loom::test::ScratchDir scratch;
  op_init(0, nullptr, 0);
  op_set fine = op_decl_set(3, "fine");
  op_set coarse = op_decl_set(3, "coarse");
  double x[3] = {}, y[3] = {};
  op_dat p_x = op_decl_dat(fine, 1, "double", x, "p_x");
  op_dat p_y = op_decl_dat(coarse, 1, "double", y, "p_y");
  op_arg onFine[] = {op_arg_dat(p_x, -1, OP_ID, 1, "double", OP_RW)};
  op_arg onCoarse[] = {op_arg_dat(p_y, -1, OP_ID, 1, "double", OP_RW)};
  const Strategy fastest{Strategy::Kind::Block, 512};
  auto seconds = [&](const Strategy &s, int call) {
    return noisy(s == fastest ? 0.5 : 1.0, call);
  };
  Autotuner tuner(scratch.file("tuning.json"));
  int calls = 0;
  EXPECT_EQ(tune(tuner, "smooth", fine, onFine, 1, seconds, calls), fastest);
  Autotuner::Decision d = tuner.strategyFor("smooth", coarse, onCoarse, 1);
  EXPECT_TRUE(d.warm);
  EXPECT_EQ(d.strategy, kDefault);
  op_exit();
}

// Owner-computes is a candidate only for a loop whose generated code has
// the owner form and whose only writes are increments through maps; it is
// kept when it wins.
TEST(Autotuner, TriesOwnerComputesWhereTheLoopCanRunIt) {
  loom::test::ScratchDir scratch;
  loom::test::EdgeMesh m;
  op_set edges = m.edges;
  op_arg *incs = m.args;
  double w[3] = {};
  op_dat p_w = op_decl_dat(edges, 1, "double", w, "p_w");
  op_arg withDirectWrite[] = {
      m.args[0], op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_WRITE)};
  const Strategy owner{Strategy::Kind::Owner, 256};
  int ownerTrials = 0;
  auto seconds = [&](const Strategy &s, int call) {
    ownerTrials += s == owner;
    return noisy(s == owner ? 0.5 : 1.0, call);
  };
  Autotuner tuner(scratch.file("tuning.json"));
  int calls = 0;
  EXPECT_EQ(tune(tuner, "flux", edges, incs, 2, seconds, calls), kDefault);
  EXPECT_EQ(ownerTrials, 0); // generated code without the owner form
  auto tuneOwner = [&](const char *loop, op_arg *args) {
    for (int call = 0; call < 1000; ++call) {
      Autotuner::Decision d = tuner.strategyFor(loop, edges, args, 2, true);
      if (d.decided)
        return d.strategy;
      loom::context().loopStats().record(loop, seconds(d.strategy, call), 0);
    }
    return Strategy{};
  };
  EXPECT_EQ(tuneOwner("flux2", incs), owner);
  EXPECT_GT(ownerTrials, 0);
  ownerTrials = 0;
  EXPECT_EQ(tuneOwner("flux3", withDirectWrite), kDefault);
  EXPECT_EQ(ownerTrials, 0);
}

} // namespace
