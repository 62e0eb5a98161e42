// A STREAM-style bandwidth probe (copy and triad, OpenMP), printed beside
// Loom's bandwidth figures so they can be read against this machine.
//
//   loom-stream [SIZE per array: megabytes, or NK kibibytes; default 256]
//
// Each thread works on its own contiguous slice of the arrays (the same
// slice every time, first touched by that thread). Small arrays (a few
// hundred KiB, to measure the bandwidth of a cache level rather than of
// memory) are swept many times per timing, without a barrier between
// sweeps, so that each timing lasts long enough to be measured and each
// slice stays in its thread's caches. The arrays are allocated as Loom
// allocates dats (loom/core/large_array.h): advised to transparent huge
// pages unless LOOM_HUGE_PAGES=0, so that Loom's bandwidth is read against
// memory that is paged alike.
#include "loom/core/error.h"
#include "loom/core/large_array.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

double seconds() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

// Bytes per array from "256" (MB) or "170K" (KiB); 0 when malformed.
long parseArrayBytes(const char *text) {
  char *end = nullptr;
  const long value = std::strtol(text, &end, 10);
  if (end == text || value <= 0 || value > 1L << 20)
    return 0;
  if (*end == '\0')
    return value * 1024 * 1024;
  if (std::strcmp(end, "K") == 0)
    return value * 1024;
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  const char *size = argc > 1 ? argv[1] : "256";
  const long arrayBytes = parseArrayBytes(size);
  if (arrayBytes < 1024) {
    std::fprintf(stderr,
                 "loom: error: loom-stream: array size '%s' is not a "
                 "positive number of megabytes or of kibibytes (NK, at "
                 "least 1K)\n",
                 size);
    return 1;
  }
  const long n = arrayBytes / static_cast<long>(sizeof(double));
  // Sweeps per timing: about 64 MB moved per array and timing.
  const long sweeps = std::max(1L, (64L << 20) / arrayBytes);
  bool hugePages = true;
  try {
    hugePages = loom::hugePagesFromEnvironment();
  } catch (const loom::Error &e) {
    std::fprintf(stderr, "loom: error: loom-stream: %s\n", e.what());
    return 1;
  }
  const size_t bytes = static_cast<size_t>(n) * sizeof(double);
  loom::LargeArray arrays[3] = {loom::allocateUntouched(bytes, hugePages),
                                loom::allocateUntouched(bytes, hugePages),
                                loom::allocateUntouched(bytes, hugePages)};
  if (!arrays[0] || !arrays[1] || !arrays[2]) {
    std::fprintf(stderr,
                 "loom: error: loom-stream: out of memory allocating three "
                 "arrays of %ld bytes\n",
                 arrayBytes);
    return 1;
  }
  double *a = reinterpret_cast<double *>(arrays[0].get());
  double *b = reinterpret_cast<double *>(arrays[1].get());
  double *c = reinterpret_cast<double *>(arrays[2].get());
  double bestCopy = 1e30, bestTriad = 1e30;
#pragma omp parallel
  {
    const long threads = omp_get_num_threads();
    const long t = omp_get_thread_num();
    const long lo = n * t / threads, hi = n * (t + 1) / threads;
    for (long i = lo; i < hi; ++i) {
      a[i] = 1.0;
      b[i] = 2.0;
      c[i] = 0.0;
    }
    for (int rep = 0; rep < 10; ++rep) {
      double t0 = 0, t1 = 0;
#pragma omp barrier
#pragma omp master
      t0 = seconds();
      for (long s = 0; s < sweeps; ++s)
        for (long i = lo; i < hi; ++i)
          c[i] = a[i];
#pragma omp barrier
#pragma omp master
      t1 = seconds();
      for (long s = 0; s < sweeps; ++s)
        for (long i = lo; i < hi; ++i)
          a[i] = b[i] + 3.0 * c[i];
#pragma omp barrier
#pragma omp master
      {
        const double t2 = seconds();
        bestCopy = std::min(bestCopy, t1 - t0);
        bestTriad = std::min(bestTriad, t2 - t1);
      }
    }
  }
  const double moved = static_cast<double>(n) * sizeof(double) * sweeps;
  if (arrayBytes >= 1024 * 1024 && arrayBytes % (1024 * 1024) == 0)
    std::printf("STREAM (%d threads, %ld MB arrays): ", omp_get_max_threads(),
                arrayBytes / (1024 * 1024));
  else
    std::printf("STREAM (%d threads, %ld KiB arrays, %ld sweeps per timing): ",
                omp_get_max_threads(), arrayBytes / 1024, sweeps);
  std::printf("copy %.2f GB/s, triad %.2f GB/s (check %g)\n",
              2 * moved / bestCopy / 1e9, 3 * moved / bestTriad / 1e9,
              a[n / 2]);
  return 0;
}
