// The shared auto-tuner (loom/core/strategy_tuner.h) with the CUDA backends'
// candidates and times injected as the CUDA backends report them: late,
// each call's time under its token, delivered only when the tuner settles
// at the end of a round (as the kernel times of queued launches are). The
// verdict: a clearly faster candidate is kept and saved; one faster than
// the default by less than the spread of their calls, or slower, is not; a
// saved choice is re-checked in a few calls, and dropped with a warning
// when it has become slower.
#include "loom/core/strategy_tuner.h"

#include "edge_mesh.h"
#include "op_seq.h"
#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace {

using loom::StrategyTuner;

// The calls not yet timed, and the tuner that waits for them: what the
// settle hook delivers (a function pointer, as finishDeviceWork is).
std::vector<std::pair<long, double>> queued;
StrategyTuner *current = nullptr;
int settles = 0;
void settle() {
  ++settles;
  for (const auto &[token, seconds] : queued)
    current->recordTime(token, seconds);
  queued.clear();
}

const std::vector<std::string> kForms = {"hier", "global", "atomic",
                                         "hier_atomic"};

// Noise: a call's time times one of five factors, in turn (a spread of
// about 20%).
double noisy(double seconds, int call) {
  static const double factor[] = {0.9, 1.0, 1.1, 1.2, 0.8};
  return seconds * factor[call % 5];
}

// Runs "res" until the tuner decides, queueing `seconds(strategy, call)` as
// each trial call's time; returns the decision, `trials` the trial calls.
std::string tune(StrategyTuner &tuner, loom::test::EdgeMesh &m,
                 const std::function<double(const std::string &, int)> &seconds,
                 int &trials) {
  current = &tuner;
  queued.clear();
  StrategyTuner::Loop *loop = tuner.find("res", m.edges);
  if (!loop)
    loop = &tuner.add("res", m.edges, m.args, 2, kForms,
                      [](const std::string &saved) { return saved; });
  trials = 0;
  for (int call = 0; call < 1000; ++call) {
    const StrategyTuner::Decision d = tuner.next(*loop);
    if (d.decided)
      return *d.strategy;
    if (d.trial) {
      ++trials;
      queued.emplace_back(d.token, seconds(*d.strategy, call));
    }
  }
  ADD_FAILURE() << "no decision after 1000 calls";
  return {};
}

std::string read(const std::string &path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), {}};
}

// Each test's tuning file, in a scratch folder, and the edge mesh its loop
// runs on.
class StrategyTunerTest : public ::testing::Test {
protected:
  loom::test::ScratchDir scratch;
  loom::test::EdgeMesh m;
  const std::string file = scratch.file("tuning.json");
};

TEST_F(StrategyTunerTest, KeepsAClearlyFasterCandidateSavesAndRechecksIt) {
  auto atomicWins = [](const std::string &s, int call) {
    return noisy(s == "atomic" ? 0.5 : 1.0, call);
  };
  settles = 0;
  {
    StrategyTuner tuner(file, &settle);
    int trials = 0;
    EXPECT_EQ(tune(tuner, m, atomicWins, trials), "atomic");
    // Clear after the fewest rounds, every form on the same number of
    // calls; the tuner settled once per round.
    EXPECT_EQ(trials, StrategyTuner::kMinRounds * 4);
    EXPECT_EQ(settles, StrategyTuner::kMinRounds);
    StrategyTuner::Loop *loop = tuner.find("res", m.edges);
    const StrategyTuner::Decision d = tuner.next(*loop);
    EXPECT_FALSE(d.trial);
    EXPECT_EQ(*d.strategy, "atomic");
  }
  const std::string text = read(file);
  EXPECT_NE(text.find("\"res@"), std::string::npos) << text;
  EXPECT_NE(text.find("\": \"atomic\""), std::string::npos) << text;

  // A later run re-checks it against the default, and keeps it.
  {
    StrategyTuner tuner(file, &settle);
    int trials = 0;
    EXPECT_EQ(tune(tuner, m, atomicWins, trials), "atomic");
    EXPECT_EQ(trials, 2 * StrategyTuner::kCheckRounds);
  }
  // It has become slower: a warning, the default, the entry dropped.
  {
    StrategyTuner tuner(file, &settle);
    int trials = 0;
    testing::internal::CaptureStderr();
    EXPECT_EQ(tune(
                  tuner, m,
                  [](const std::string &s, int call) {
                    return noisy(s == "atomic" ? 2.0 : 1.0, call);
                  },
                  trials),
              "hier");
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("loom: warning: loop 'res': the tuned atomic saved in "
                       "'" +
                       file + "' is now slower than the default hier"),
              std::string::npos)
        << err;
  }
  EXPECT_EQ(read(file).find("res@"), std::string::npos) << read(file);
}

// Faster than the default by 3%, less than the spread of the calls (about
// 20%): noise, the default is kept (after at most kMaxRounds rounds).
TEST_F(StrategyTunerTest, KeepsTheDefaultWhenTheDifferenceIsNoise) {
  StrategyTuner tuner(file, &settle);
  int trials = 0;
  EXPECT_EQ(tune(
                tuner, m,
                [](const std::string &s, int call) {
                  if (s == "global")
                    return noisy(0.97, call);
                  return s == "hier" ? noisy(1.0, call + 2) : 3.0;
                },
                trials),
            "hier");
  // The clearly slower forms are dropped after kMinRounds rounds.
  EXPECT_EQ(trials,
            StrategyTuner::kMinRounds * 4 +
                2 * (StrategyTuner::kMaxRounds - StrategyTuner::kMinRounds));
}

// Every other form slower than the default: the default is kept.
TEST_F(StrategyTunerTest, KeepsTheDefaultWhenItIsFastest) {
  StrategyTuner tuner(file, &settle);
  int trials = 0;
  EXPECT_EQ(tune(
                tuner, m,
                [](const std::string &s, int call) {
                  return noisy(s == "hier" ? 1.0 : 1.5, call);
                },
                trials),
            "hier");
}

// Times that never arrive (a call the tuner no longer waits for, a token
// of an earlier tuner) are ignored; a time for a dropped candidate too.
TEST_F(StrategyTunerTest, IgnoresTimesItDoesNotWaitFor) {
  StrategyTuner tuner(file, &settle);
  tuner.recordTime(123456, 1.0);
  int trials = 0;
  EXPECT_EQ(tune(
                tuner, m,
                [](const std::string &s, int call) {
                  return noisy(s == "global" ? 0.25 : 1.0, call);
                },
                trials),
            "global");
}

} // namespace
