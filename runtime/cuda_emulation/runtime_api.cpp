#include "loom/cuda/emulation/runtime_api.h"

#include "loom/core/whole_number.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <unordered_map>

struct LoomEmulatedEvent {
  std::chrono::steady_clock::time_point when;
  bool recorded = false;
};

namespace {
cudaError_t last_error = cudaSuccess;
std::atomic<long> live{0};

// Every live device buffer and its bytes: cudaFree refuses a pointer it
// did not hand out, and fills a freed buffer with 0xff bytes (NaN as a
// double, -1 as an int) first, so that code reading a copy after its
// release reads nonsense rather than the old values.
std::mutex buffers_mutex;
std::unordered_map<void *, std::size_t> &buffers() {
  static std::unordered_map<void *, std::size_t> sizes;
  return sizes;
}

// At exit, with LOOM_EMULATED_LEAK_CHECK=1: device buffers left are an error.
void checkLeaks() {
  const long left = live.load();
  if (left > 0) {
    std::fprintf(stderr,
                 "loom: error: %ld device buffer%s not freed when the program "
                 "ended (LOOM_EMULATED_LEAK_CHECK)\n",
                 left, left == 1 ? "" : "s");
    std::fflush(stderr);
    std::_Exit(1);
  }
}

// The emulation's own settings, read once. A bad value ends the program
// with one line, as Loom's run-time settings do (runtime_options.cpp).
constexpr long kH100SharedMemory = 232448; // 227 KiB per block, opt-in

struct Settings {
  int sharedMemory = static_cast<int>(kH100SharedMemory);
  bool leakCheck = false;
  std::string error; // the first bad value's line, else empty
};

Settings readSettings() {
  Settings s;
  auto bad = [&s](const char *name, const char *expected, const char *text) {
    if (s.error.empty())
      s.error = std::string("loom: error: ") + name + ": expected " + expected +
                ", got '" + text + "'";
  };
  if (const char *text = std::getenv("LOOM_EMULATED_SHARED_MEMORY");
      text && *text) {
    const std::optional<long long> value =
        loom::wholeNumber(text, 1, kH100SharedMemory);
    if (!value)
      bad("LOOM_EMULATED_SHARED_MEMORY",
          "a number of bytes from 1 to 232448 (an H100's 227 KiB)", text);
    else
      s.sharedMemory = static_cast<int>(*value);
  }
  if (const char *text = std::getenv("LOOM_EMULATED_LEAK_CHECK");
      text && *text) {
    if (std::strcmp(text, "0") != 0 && std::strcmp(text, "1") != 0)
      bad("LOOM_EMULATED_LEAK_CHECK", "0 or 1", text);
    s.leakCheck = *text == '1';
  }
  return s;
}

// Read once; a bad value ends the program after the read, never inside
// the static's initialisation, and once (an exit handler may ask again).
const Settings &settings() {
  static const Settings read = readSettings();
  static std::atomic<bool> reported{false};
  if (!read.error.empty() && !reported.exchange(true)) {
    std::fprintf(stderr, "%s\n", read.error.c_str());
    std::fflush(stderr);
    std::exit(1);
  }
  return read;
}

cudaError_t fail(cudaError_t error) {
  last_error = error;
  return error;
}

loom::cuda::emulation::Counters counted;

// A copy of `bytes` in direction `kind`, counted.
void countCopy(std::size_t bytes, cudaMemcpyKind kind) {
  ++counted.copies;
  if (kind == cudaMemcpyHostToDevice)
    counted.bytesToDevice += static_cast<long>(bytes);
  else if (kind == cudaMemcpyDeviceToHost)
    counted.bytesToHost += static_cast<long>(bytes);
}

cudaError_t copy(void *destination, const void *source, std::size_t bytes,
                 cudaMemcpyKind kind) {
  if ((!destination || !source) && bytes > 0)
    return fail(cudaErrorInvalidValue);
  if (kind < cudaMemcpyHostToHost || kind > cudaMemcpyDefault)
    return fail(cudaErrorInvalidValue);
  if (bytes > 0)
    std::memmove(destination, source, bytes);
  if (kind != cudaMemcpyHostToHost && kind != cudaMemcpyDeviceToDevice)
    countCopy(bytes, kind);
  return cudaSuccess;
}
} // namespace

namespace loom::cuda::emulation {
void set_last_error(cudaError_t error) { last_error = error; }

long live_allocations() { return live.load(); }

const Counters &counters() { return counted; }
void reset_counters() { counted = Counters(); }
void count_launch() { ++counted.launches; }

int shared_memory_per_block() { return settings().sharedMemory; }
} // namespace loom::cuda::emulation

cudaError_t cudaMalloc(void **pointer, std::size_t bytes) {
  if (!pointer)
    return fail(cudaErrorInvalidValue);
  // 256-byte aligned as cudaMalloc's allocations are.
  std::size_t rounded = (bytes + 255) / 256 * 256;
  *pointer = std::aligned_alloc(256, rounded == 0 ? 256 : rounded);
  if (!*pointer)
    return fail(cudaErrorMemoryAllocation);
  static const bool checked = [] {
    if (settings().leakCheck)
      std::atexit(&checkLeaks);
    return true;
  }();
  (void)checked;
  {
    std::lock_guard<std::mutex> lock(buffers_mutex);
    buffers()[*pointer] = rounded == 0 ? 256 : rounded;
  }
  ++live;
  return cudaSuccess;
}

cudaError_t cudaFree(void *pointer) {
  if (!pointer)
    return cudaSuccess;
  {
    std::lock_guard<std::mutex> lock(buffers_mutex);
    auto found = buffers().find(pointer);
    if (found == buffers().end())
      return fail(cudaErrorInvalidValue);
    std::memset(pointer, 0xff, found->second);
    buffers().erase(found);
  }
  --live;
  std::free(pointer);
  return cudaSuccess;
}

cudaError_t cudaMemcpy(void *destination, const void *source, std::size_t bytes,
                       cudaMemcpyKind kind) {
  ++counted.blockingCalls;
  return copy(destination, source, bytes, kind);
}

cudaError_t cudaMemcpyAsync(void *destination, const void *source,
                            std::size_t bytes, cudaMemcpyKind kind,
                            cudaStream_t) {
  return copy(destination, source, bytes, kind);
}

cudaError_t cudaMemset(void *destination, int value, std::size_t bytes) {
  if (!destination && bytes > 0)
    return fail(cudaErrorInvalidValue);
  if (bytes > 0)
    std::memset(destination, value, bytes);
  return cudaSuccess;
}

cudaError_t cudaDeviceSynchronize() {
  ++counted.blockingCalls;
  return last_error;
}

cudaError_t cudaGetDevice(int *device) {
  *device = 0;
  return cudaSuccess;
}

cudaError_t cudaDeviceGetAttribute(int *value, cudaDeviceAttr attribute,
                                   int device) {
  if (device != 0 || attribute != cudaDevAttrMaxSharedMemoryPerBlockOptin)
    return fail(cudaErrorInvalidValue);
  *value = loom::cuda::emulation::shared_memory_per_block();
  return cudaSuccess;
}

cudaError_t cudaGetLastError() {
  cudaError_t error = last_error;
  last_error = cudaSuccess;
  return error;
}

cudaError_t cudaPeekAtLastError() { return last_error; }

const char *cudaGetErrorString(cudaError_t error) {
  switch (error) {
  case cudaSuccess:
    return "no error";
  case cudaErrorInvalidValue:
    return "invalid argument";
  case cudaErrorMemoryAllocation:
    return "out of memory";
  case cudaErrorNotReady:
    return "device not ready";
  case cudaErrorLaunchFailure:
    return "unspecified launch failure";
  }
  return "unrecognized error code";
}

cudaError_t cudaEventCreate(cudaEvent_t *event) {
  if (!event)
    return fail(cudaErrorInvalidValue);
  *event = new LoomEmulatedEvent;
  return cudaSuccess;
}

cudaError_t cudaEventDestroy(cudaEvent_t event) {
  delete event;
  return cudaSuccess;
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t) {
  if (!event)
    return fail(cudaErrorInvalidValue);
  event->when = std::chrono::steady_clock::now();
  event->recorded = true;
  return cudaSuccess;
}

cudaError_t cudaEventSynchronize(cudaEvent_t event) {
  ++counted.blockingCalls;
  return event ? cudaSuccess : fail(cudaErrorInvalidValue);
}

cudaError_t cudaEventQuery(cudaEvent_t event) {
  if (!event)
    return fail(cudaErrorInvalidValue);
  return event->recorded ? cudaSuccess : cudaErrorNotReady;
}

cudaError_t cudaEventElapsedTime(float *milliseconds, cudaEvent_t start,
                                 cudaEvent_t end) {
  if (!milliseconds || !start || !end || !start->recorded || !end->recorded)
    return fail(cudaErrorInvalidValue);
  *milliseconds =
      std::chrono::duration<float, std::milli>(end->when - start->when).count();
  return cudaSuccess;
}
