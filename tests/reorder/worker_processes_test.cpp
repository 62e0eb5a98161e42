// The second level of the METIS partition runs in forked worker processes
// (issue #32): every task's result comes back through shared memory, a
// task that fails in a worker fails in the caller with its own message, and
// the parts are the same whatever the number of workers; workers forked
// from a thread bound to an OpenMP place run on the places after it.
#include "airfoil_mesh.h"
#include "loom/core/error.h"
#include "loom/reorder/partition.h"
#include "worker_processes.h"

#include <gtest/gtest.h>

#include <omp.h>
#include <sched.h>
#include <unistd.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace loom::reorder;

TEST(WorkerProcesses, EveryTaskRunsOnceAndHandsBackItsResult) {
  const int count = 7;
  SharedInts result(count), ranBy(count);
  for (int i = 0; i < count; ++i)
    result[i] = ranBy[i] = -1;
  const int caller = static_cast<int>(getpid());
  runInWorkerProcesses(count, 3, [&](int i) {
    result[i] = i * i;
    ranBy[i] = static_cast<int>(getpid());
  });
  for (int i = 0; i < count; ++i) {
    EXPECT_EQ(result[i], i * i) << "task " << i;
    // Task i runs in process i % 3; process 0 is the caller.
    if (i % 3 == 0)
      EXPECT_EQ(ranBy[i], caller) << "task " << i;
    else
      EXPECT_NE(ranBy[i], caller) << "task " << i;
  }
}

TEST(WorkerProcesses, AFailingTaskFailsInTheCallerWithItsMessage) {
  // Task 4 runs in worker 1 of 3; it fails there, then again in the caller.
  SharedInts calls(1);
  calls[0] = 0;
  try {
    runInWorkerProcesses(6, 3, [&](int i) {
      if (i == 4) {
        ++calls[0];
        throw loom::Error("task 4 failed");
      }
    });
    FAIL() << "no exception";
  } catch (const loom::Error &e) {
    EXPECT_EQ(std::string(e.what()), "task 4 failed");
  }
  EXPECT_EQ(calls[0], 2);
}

TEST(WorkerProcesses, PartsAreTheSameForAnyNumberOfWorkers) {
  AirfoilMesh m = loadSmallAirfoilMesh();
  MeshGraph g = iterationAdjacency(m.edges, {m.pedge, m.pecell});
  // Two levels (more than 16 parts): the second level's METIS calls run in
  // the workers.
  const Partition one = partitionGraph(g, 64, 1.05, 16, 1);
  ASSERT_GT(one.parts, 256);
  for (int workers : {2, 3, 8}) {
    const Partition many = partitionGraph(g, 64, 1.05, 16, workers);
    EXPECT_EQ(many.parts, one.parts) << workers << " workers";
    EXPECT_TRUE(many.partOf == one.partOf) << workers << " workers";
  }
}

// Run by ctest with OMP_PLACES=cores and OMP_PROC_BIND=close
// (reorder_tests.workers_spread_over_places); skipped where OpenMP binds
// nothing or the machine has one core.
TEST(WorkerProcesses, WorkersRunOnThePlacesAfterTheCallers) {
  // OpenMP binds the initial thread to its place at start-up.
  const int places = omp_get_num_places(), own = omp_get_place_num();
  if (places < 2 || own < 0)
    GTEST_SKIP() << "the caller is bound to no OpenMP place (" << places
                 << " places)";
  // Each task writes the first CPU its process may run on.
  SharedInts firstCpu(2);
  runInWorkerProcesses(2, 2, [&](int i) {
    cpu_set_t set;
    CPU_ZERO(&set);
    firstCpu[i] = -1;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
      for (int cpu = 0; cpu < CPU_SETSIZE && firstCpu[i] < 0; ++cpu)
        if (CPU_ISSET(cpu, &set))
          firstCpu[i] = cpu;
  });
  auto firstOfPlace = [](int place) {
    std::vector<int> procs(static_cast<size_t>(omp_get_place_num_procs(place)));
    omp_get_place_proc_ids(place, procs.data());
    return *std::min_element(procs.begin(), procs.end());
  };
  EXPECT_EQ(firstCpu[0], firstOfPlace(own));
  EXPECT_EQ(firstCpu[1], firstOfPlace((own + 1) % places));
}
