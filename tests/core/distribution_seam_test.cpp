// The Distribution seam as LoopScope uses it: when the halo exchange is
// waited for (before the elements, or after the core with
// HaloOverlap::CoreFirst, and always before endLoop), and how many
// elements a loop runs (loopExecuteSize).
#include "loom/core/distribution.h"
#include "loom/loop_scope.h"
#include "op_seq.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

// Records the calls; every loop leaves an exchange in flight.
class RecordingDistribution : public loom::Distribution {
public:
  explicit RecordingDistribution(std::vector<std::string> &log) : log_(log) {}
  bool beginLoop(const char *, op_set, op_arg *, int) override {
    log_.push_back("begin");
    return true;
  }
  void waitHalos() override { log_.push_back("wait"); }
  void endLoop(const char *, op_set, op_arg *, int) override {
    log_.push_back("end");
  }

private:
  std::vector<std::string> &log_;
};

class DistributionSeam : public ::testing::Test {
protected:
  void SetUp() override {
    loom::installDistribution(std::make_unique<RecordingDistribution>(log));
    nodes = op_decl_set(4, "nodes");
    edges = op_decl_set(3, "edges");
    static int e2n[6] = {0, 1, 1, 2, 2, 3};
    pedge = op_decl_map(edges, nodes, 2, e2n, "pedge");
    x = op_decl_dat(nodes, 1, "double", static_cast<double *>(nullptr), "x");
    // As op_partition leaves a process's part: two core edges, then one
    // that reaches a halo node, then two execute-halo edges.
    edges->core_size = 2;
  }
  void TearDown() override {
    op_exit();
    loom::installDistribution(std::make_unique<loom::Distribution>());
  }
  std::vector<std::string> log;
  op_set nodes = nullptr, edges = nullptr;
  op_map pedge = nullptr;
  op_dat x = nullptr;
};

TEST_F(DistributionSeam, WithoutOverlapTheExchangeEndsBeforeTheElements) {
  op_arg args[] = {op_arg_dat(x, 0, pedge, 1, "double", OP_READ)};
  {
    loom::LoopScope scope("read", edges, args, 1);
    EXPECT_EQ(log, (std::vector<std::string>{"begin", "wait"}));
    EXPECT_EQ(scope.coreSize(), scope.size());
  }
  EXPECT_EQ(log, (std::vector<std::string>{"begin", "wait", "end"}));
}

TEST_F(DistributionSeam, CoreFirstRunsTheCoreWhileTheExchangeIsInFlight) {
  op_arg args[] = {op_arg_dat(x, 0, pedge, 1, "double", OP_READ)};
  {
    loom::LoopScope scope("read", edges, args, 1, nullptr,
                          loom::HaloOverlap::CoreFirst);
    EXPECT_EQ(log, (std::vector<std::string>{"begin"}));
    EXPECT_EQ(scope.coreSize(), 2);
    EXPECT_EQ(scope.size(), 3);
    scope.waitHalos();
    scope.waitHalos(); // once is enough
  }
  EXPECT_EQ(log, (std::vector<std::string>{"begin", "wait", "end"}));
}

TEST_F(DistributionSeam, AnExchangeNotWaitedForEndsBeforeTheReductions) {
  op_arg args[] = {op_arg_dat(x, 0, pedge, 1, "double", OP_READ)};
  {
    loom::LoopScope scope("read", edges, args, 1, nullptr,
                          loom::HaloOverlap::CoreFirst);
  }
  EXPECT_EQ(log, (std::vector<std::string>{"begin", "wait", "end"}));
}

TEST_F(DistributionSeam, IncrementsThroughAMapRunTheExecuteHalo) {
  edges->exec_size = 2;
  op_arg read = op_arg_dat(x, 0, pedge, 1, "double", OP_READ);
  op_arg inc = op_arg_dat(x, 1, pedge, 1, "double", OP_INC);
  EXPECT_EQ(loom::loopExecuteSize(edges, &read, 1), 3);
  EXPECT_EQ(loom::loopExecuteSize(edges, &inc, 1), 5);
  edges->exec_size = 0;
}

} // namespace
