// The synchronisations a call of a generated openmp loop makes, timed on
// this machine with the run's OMP_NUM_THREADS: entering and leaving a
// parallel region (once per call) and the barrier that ends each colour's
// `omp for` (once per colour). EPCC syncbench's method: many of them back
// to back, less the same loop without them, median of several rounds.
//
//   loom-barrier-cost [REPETITIONS per round, default 20000]
//
// Prints one line: threads, microseconds per fork/join, per barrier.
// bench/openmp/barriers.sh multiplies them by Airfoil's colours per call.
#include <omp.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

// Work between synchronisations that the compiler cannot remove.
void delay(volatile int &sink) {
  for (int i = 0; i < 32; ++i)
    sink = sink + i;
}

double medianOf(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Seconds per repetition of `withSync` less `reference`, median of rounds.
template <typename Sync, typename Reference>
double perRepetition(int reps, Sync withSync, Reference reference) {
  std::vector<double> rounds;
  for (int round = 0; round < 7; ++round) {
    double t0 = omp_get_wtime();
    withSync(reps);
    double t1 = omp_get_wtime();
    reference(reps);
    double t2 = omp_get_wtime();
    rounds.push_back(((t1 - t0) - (t2 - t1)) / reps);
  }
  return std::max(0.0, medianOf(rounds));
}

int run(int argc, char **argv) {
  int reps = 20000;
  if (argc > 1) {
    char *end = nullptr;
    const long r = std::strtol(argv[1], &end, 10);
    if (*argv[1] == '\0' || *end != '\0' || r < 1 || r > 100'000'000)
      throw std::runtime_error(std::string("loom-barrier-cost: repetitions '") +
                               argv[1] + "' is not a number from 1 to 1e8");
    reps = static_cast<int>(r);
  }
  const int threads = omp_get_max_threads();
  volatile int sink = 0;

  const double forkJoin = perRepetition(
      reps,
      [&](int n) {
        for (int r = 0; r < n; ++r) {
#pragma omp parallel
          delay(sink);
        }
      },
      [&](int n) {
        for (int r = 0; r < n; ++r)
          delay(sink);
      });
  const double barrier = perRepetition(
      reps,
      [&](int n) {
#pragma omp parallel
        for (int r = 0; r < n; ++r) {
          delay(sink);
#pragma omp barrier
        }
      },
      [&](int n) {
#pragma omp parallel
        for (int r = 0; r < n; ++r)
          delay(sink);
      });
  std::printf("threads %d  fork/join %.3f us  barrier %.3f us\n", threads,
              forkJoin * 1e6, barrier * 1e6);
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception &e) {
    std::fprintf(stderr, "loom: error: %s\n", e.what());
    return 1;
  }
}
