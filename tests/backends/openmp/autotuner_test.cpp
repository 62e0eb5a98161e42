// The openmp backend's auto-tuner, driven with invented call times (a test
// double of the timer: the times LoopScope would record are written into
// the loop statistics by the test): it keeps the fastest candidate, saves
// it, and a later tuner on the same file starts from it.
#include "autotuner.h"

#include "loom/core/context.h"
#include "op_seq.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace {

using loom::openmp::Autotuner;
using loom::openmp::Strategy;

struct Scratch {
  std::filesystem::path dir = std::filesystem::temp_directory_path() /
                              ("loom_autotune_" + std::to_string(::getpid()));
  Scratch() { std::filesystem::create_directories(dir); }
  ~Scratch() { std::filesystem::remove_all(dir); }
};

// Runs `loop` until the tuner decides, recording `seconds(strategy)` as the
// time of each call; returns the decision.
template <typename Seconds>
Strategy tune(Autotuner &tuner, const char *loop, op_set set, op_arg *args,
              int nargs, Seconds seconds, int &calls) {
  calls = 0;
  for (;;) {
    Autotuner::Decision d = tuner.strategyFor(loop, set, args, nargs);
    if (!d.trial)
      return d.strategy;
    ++calls;
    loom::context().loopStats().record(loop, seconds(d.strategy), 0);
  }
}

TEST(Autotuner, KeepsTheFastestSavesItAndStartsFromIt) {
  Scratch scratch;
  const std::string file = (scratch.dir / "tuning.json").string();
  op_init(0, nullptr, 0);
  int edge[] = {0, 1, 1, 2, 2, 3};
  op_set nodes = op_decl_set(4, "nodes");
  op_set edges = op_decl_set(3, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, edge, "pedge");
  double x[4] = {};
  op_dat p_x = op_decl_dat(nodes, 1, "double", x, "p_x");
  op_arg args[] = {op_arg_dat(p_x, 0, pedge, 1, "double", OP_INC),
                   op_arg_dat(p_x, 1, pedge, 1, "double", OP_INC)};

  const Strategy fastest{Strategy::Kind::Block, 512};
  auto seconds = [&](const Strategy &s) { return s == fastest ? 0.5 : 1.0; };
  {
    Autotuner tuner(file);
    int calls = 0;
    EXPECT_EQ(tune(tuner, "res", edges, args, 2, seconds, calls), fastest);
    EXPECT_EQ(calls, 3 * static_cast<int>(Autotuner::candidates().size()));
    // Decided: every later call runs it without trials.
    Autotuner::Decision d = tuner.strategyFor("res", edges, args, 2);
    EXPECT_FALSE(d.trial);
    EXPECT_EQ(d.strategy, fastest);
  }
  std::ifstream saved(file);
  std::string text((std::istreambuf_iterator<char>(saved)), {});
  EXPECT_NE(text.find("\"block:512\""), std::string::npos) << text;
  EXPECT_NE(text.find("\"res@"), std::string::npos) << text;

  // A later run on the same mesh starts tuned.
  {
    Autotuner tuner(file);
    Autotuner::Decision d = tuner.strategyFor("res", edges, args, 2);
    EXPECT_FALSE(d.trial);
    EXPECT_TRUE(d.decided);
    EXPECT_EQ(d.strategy, fastest);
  }

  // Another mesh (the map changed) is tuned again: here global wins.
  edge[5] = 0;
  op_map other = op_decl_map(edges, nodes, 2, edge, "other");
  op_arg args2[] = {op_arg_dat(p_x, 0, other, 1, "double", OP_INC),
                    op_arg_dat(p_x, 1, other, 1, "double", OP_INC)};
  {
    Autotuner tuner(file);
    int calls = 0;
    auto globalWins = [](const Strategy &s) {
      return s.kind == Strategy::Kind::Global ? 0.1 : 1.0;
    };
    EXPECT_EQ(tune(tuner, "res", edges, args2, 2, globalWins, calls).kind,
              Strategy::Kind::Global);
    EXPECT_GT(calls, 0);
  }

  // A corrupt file is not trusted: the tuner tunes again.
  std::ofstream(file) << "{ not json";
  {
    Autotuner tuner(file);
    int calls = 0;
    EXPECT_EQ(tune(tuner, "res", edges, args, 2, seconds, calls), fastest);
    EXPECT_GT(calls, 0);
  }
  op_exit();
}

} // namespace
