#include "loom/core/stream_bandwidth.h"

#include "loom/core/context.h"
#include "loom/core/large_array.h"
#include "loom/core/runtime_options.h"

#include <algorithm>
#include <chrono>
#include <thread>
#include <unistd.h>
#include <vector>

namespace loom {

namespace {

HostThreadsHook registeredHook = nullptr;

long arrayElements() {
  long llc = 0;
#ifdef _SC_LEVEL3_CACHE_SIZE
  llc = std::max(llc, ::sysconf(_SC_LEVEL3_CACHE_SIZE));
#endif
#ifdef _SC_LEVEL2_CACHE_SIZE
  llc = std::max(llc, ::sysconf(_SC_LEVEL2_CACHE_SIZE));
#endif
  // Four times the cache, at least 64 MiB, at most 256 MiB (some machines
  // report hundreds of MiB of L3 shared by all their cores).
  const long bytes = std::clamp(4 * llc, 64L << 20, 256L << 20);
  return bytes / static_cast<long>(sizeof(double));
}

// Runs body(lo, hi) on `threads` threads, each on its slice of [0, n).
template <typename Body> void onSlices(int threads, long n, Body body) {
  std::vector<std::thread> pool;
  pool.reserve(threads);
  for (int t = 0; t < threads; ++t)
    pool.emplace_back(body, n * t / threads, n * (t + 1) / threads);
  for (std::thread &thread : pool)
    thread.join();
}

} // namespace

void setHostThreadsHook(HostThreadsHook hook) { registeredHook = hook; }

int hostThreads() { return registeredHook ? std::max(1, registeredHook()) : 1; }

std::optional<double> measureStreamTriad(int threads) {
  threads = std::max(1, threads);
  const long n = arrayElements();
  // Paged as the dats are (loom/core/large_array.h).
  const bool hugePages = context().options().hugePages;
  const size_t bytes = static_cast<size_t>(n) * sizeof(double);
  LargeArray a = allocateUntouched(bytes, hugePages),
             b = allocateUntouched(bytes, hugePages),
             c = allocateUntouched(bytes, hugePages);
  if (!a || !b || !c)
    return std::nullopt;
  double *pa = reinterpret_cast<double *>(a.get()),
         *pb = reinterpret_cast<double *>(b.get()),
         *pc = reinterpret_cast<double *>(c.get());
  // First touch by the thread that later works on the slice.
  onSlices(threads, n, [=](long lo, long hi) {
    for (long i = lo; i < hi; ++i) {
      pa[i] = 0.0;
      pb[i] = 1.0;
      pc[i] = 2.0;
    }
  });
  double best = 1e30;
  for (int run = 0; run < 5; ++run) {
    const auto start = std::chrono::steady_clock::now();
    onSlices(threads, n, [=](long lo, long hi) {
      for (long i = lo; i < hi; ++i)
        pa[i] = pb[i] + 3.0 * pc[i];
    });
    const std::chrono::duration<double> took =
        std::chrono::steady_clock::now() - start;
    best = std::min(best, took.count());
  }
  if (pa[n / 2] != 7.0) // keeps the stores; also a check of the arithmetic
    return std::nullopt;
  return 3.0 * static_cast<double>(n) * sizeof(double) / best / 1e9;
}

std::optional<StreamFigure> streamBandwidth() {
  using Mode = RuntimeOptions::StreamBandwidth;
  const RuntimeOptions &options = context().options();
  switch (options.streamMode) {
  case Mode::Off:
    return std::nullopt;
  case Mode::Given:
    return StreamFigure{options.streamGBs, 0};
  case Mode::Measure:
    break;
  }
  static const int threads = hostThreads();
  static const std::optional<double> measured = measureStreamTriad(threads);
  if (!measured)
    return std::nullopt;
  return StreamFigure{*measured, threads};
}

} // namespace loom
