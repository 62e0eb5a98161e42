// A STREAM-style memory bandwidth probe (copy and triad, OpenMP), printed
// beside Loom's bandwidth figures so they can be read against this machine.
//
//   loom-stream [MEGABYTES per array, default 256]
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace {

double seconds() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

} // namespace

int main(int argc, char **argv) {
  const long mb = argc > 1 ? std::atol(argv[1]) : 256;
  if (mb <= 0) {
    std::fprintf(stderr, "loom-stream: array size must be a positive number "
                         "of megabytes\n");
    return 2;
  }
  const long n = mb * 1024 * 1024 / static_cast<long>(sizeof(double));
  auto a = std::make_unique<double[]>(n);
  auto b = std::make_unique<double[]>(n);
  auto c = std::make_unique<double[]>(n);
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; ++i) {
    a[i] = 1.0;
    b[i] = 2.0;
    c[i] = 0.0;
  }
  double bestCopy = 1e30, bestTriad = 1e30;
  for (int rep = 0; rep < 10; ++rep) {
    double t0 = seconds();
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; ++i)
      c[i] = a[i];
    double t1 = seconds();
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; ++i)
      a[i] = b[i] + 3.0 * c[i];
    double t2 = seconds();
    bestCopy = std::min(bestCopy, t1 - t0);
    bestTriad = std::min(bestTriad, t2 - t1);
  }
  const double bytes = static_cast<double>(n) * sizeof(double);
  std::printf("STREAM (%d threads, %ld MB arrays): copy %.2f GB/s, triad "
              "%.2f GB/s (check %g)\n",
              omp_get_max_threads(), mb, 2 * bytes / bestCopy / 1e9,
              3 * bytes / bestTriad / 1e9, a[n / 2]);
  return 0;
}
