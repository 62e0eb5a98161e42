// Runs under a LOOM_TSAN build: OpenMP synchronisation that is correct
// (worksharing loops with their implicit barriers, an explicit barrier, a
// reduction, critical, atomic, single and tasks), as Loom's OpenMP backend
// uses it. ThreadSanitizer must report nothing: without the archer tool it
// would see races in every barrier of the uninstrumented libomp. With any
// argument, the program also adds to a shared counter without
// synchronisation, a real race ThreadSanitizer must report (the proof that
// it is active).
#include <cstdio>
#include <vector>

int main(int argc, char **) {
  const int n = 100000;
  std::vector<double> x(n, 1.0), y(n, 0.0);
  double sum = 0, critical = 0, atomic = 0, racy = 0;
  int tasks = 0;
#pragma omp parallel
  {
#pragma omp for reduction(+ : sum)
    for (int i = 0; i < n; ++i)
      sum += x[i];
#pragma omp for
    for (int i = 0; i < n; ++i)
      y[i] = 0.5 * x[(i + 1) % n];
#pragma omp barrier
#pragma omp for
    for (int i = 0; i < n; ++i)
      x[i] = y[(i + 7) % n];
#pragma omp critical
    critical += 1;
#pragma omp atomic
    atomic += 1;
#pragma omp single
    {
      for (int t = 0; t < 8; ++t) {
#pragma omp task shared(tasks)
        {
#pragma omp atomic
          tasks += 1;
        }
      }
#pragma omp taskwait
    }
    if (argc > 1)
      racy += 1; // deliberately unsynchronised
  }
  std::printf("sum %g x[0] %g critical %g atomic %g tasks %d racy %g\n", sum,
              x[0], critical, atomic, tasks, racy);
  return sum == n && critical == atomic && tasks == 8 ? 0 : 1;
}
