#include "worker_processes.h"

#include "loom/core/error.h"

#include <omp.h>
#include <sched.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

namespace loom::reorder {

namespace {

// A process forked from a thread that OpenMP bound to a place (OMP_PLACES,
// OMP_PROC_BIND) inherits that binding: every worker would run on the
// caller's core (issue #32: on 16 cores with OMP_PROC_BIND=close the second
// level took 40 s, as long as on one). Worker w goes to the w-th place after
// the caller's, as OpenMP's close binding places thread w. When the caller
// is bound to no place, or the call fails, the worker keeps the inherited
// affinity.
void bindToPlaceOfWorker(int w) {
  const int places = omp_get_num_places();
  const int own = omp_get_place_num();
  if (places <= 1 || own < 0)
    return;
  const int place = (own + w) % places;
  std::vector<int> procs(static_cast<size_t>(omp_get_place_num_procs(place)));
  if (procs.empty())
    return;
  omp_get_place_proc_ids(place, procs.data());
  cpu_set_t set;
  CPU_ZERO(&set);
  for (int cpu : procs)
    if (cpu >= 0 && cpu < CPU_SETSIZE)
      CPU_SET(cpu, &set);
  sched_setaffinity(0, sizeof set, &set);
}

} // namespace

SharedInts::SharedInts(size_t count) : bytes_(count * sizeof(int)) {
  if (bytes_ == 0)
    return;
  void *p = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE,
                 MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    throw Error("worker processes: cannot map " + std::to_string(bytes_) +
                " bytes of shared memory");
  data_ = static_cast<int *>(p);
}

SharedInts::~SharedInts() {
  if (data_)
    munmap(data_, bytes_);
}

void runInWorkerProcesses(int count, int workers,
                          const std::function<void(int)> &task) {
  if (workers > count)
    workers = count;
  if (workers <= 1) {
    for (int i = 0; i < count; ++i)
      task(i);
    return;
  }
  // done[i]: task i finished in a worker.
  SharedInts done(static_cast<size_t>(count));
  for (int i = 0; i < count; ++i)
    done[i] = 0;
  // Buffered output would be written twice (by the worker too) otherwise.
  std::fflush(nullptr);
  std::vector<pid_t> pids;
  for (int w = 1; w < workers; ++w) {
    const pid_t pid = fork();
    if (pid < 0)
      break; // its tasks run in the caller below
    if (pid == 0) {
      // The worker: its tasks, then _exit (no destructors or atexit
      // handlers of the caller's state run twice).
      bindToPlaceOfWorker(w);
      try {
        for (int i = w; i < count; i += workers) {
          task(i);
          done[i] = 1;
        }
      } catch (...) {
        _exit(1);
      }
      _exit(0);
    }
    pids.push_back(pid);
  }
  std::exception_ptr failure;
  try {
    for (int i = 0; i < count; i += workers)
      task(i);
  } catch (...) {
    failure = std::current_exception();
  }
  for (pid_t pid : pids) {
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
  }
  if (failure)
    std::rethrow_exception(failure);
  for (int i = 0; i < count; ++i)
    if (i % workers != 0 && !done[i])
      task(i);
}

} // namespace loom::reorder
