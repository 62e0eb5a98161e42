// Tasks run in forked worker processes, for libraries that are not
// thread-safe. METIS draws its random numbers from the C library's shared
// rand() state: two METIS calls on two threads interleave their draws, so
// their results depend on scheduling. Each process has its own state, and
// each METIS call seeds it (METIS_OPTION_SEED), so a task's result is the
// same in any process and in any order: the same as one process running
// all tasks. Private to runtime/reorder.
#pragma once

#include <cstddef>
#include <functional>

namespace loom::reorder {

// Memory shared with the worker processes forked after it is made (an
// anonymous shared mapping): what a task writes there, the caller reads.
class SharedInts {
public:
  explicit SharedInts(size_t count);
  ~SharedInts();
  SharedInts(const SharedInts &) = delete;
  SharedInts &operator=(const SharedInts &) = delete;
  int *data() { return data_; }
  int &operator[](size_t i) { return data_[i]; }

private:
  int *data_ = nullptr;
  size_t bytes_ = 0;
};

// Runs task(0) ... task(count - 1), each once: task i in process i % workers,
// process 0 being the caller and the others forked from it. Tasks hand their
// results back through SharedInts made before the call. A task that fails
// in a worker (an exception, a signal) is run again in the caller, so its
// exception reaches the caller as it would have without workers; so are the
// tasks of a worker that could not be forked. workers <= 1 runs every task
// in the caller. When OpenMP has bound the caller to a place, worker w runs
// on the w-th place after it (not on the caller's core, which it would
// inherit).
void runInWorkerProcesses(int count, int workers,
                          const std::function<void(int)> &task);

} // namespace loom::reorder
