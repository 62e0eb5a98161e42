#include "execution_state.h"
#include "loom/cuda/emulation/runtime_api.h"

#include <boost/context/fiber.hpp>
#include <boost/context/pooled_fixedsize_stack.hpp>

#include <cstdlib>
#include <exception>
#include <memory>
#include <stdexcept>
#include <vector>

namespace loom::cuda::emulation {

namespace detail {
ExecutionState &state() {
  static ExecutionState running;
  return running;
}
} // namespace detail

namespace {

namespace ctx = boost::context;
using detail::state;

// Kernels are small; generated kernels keep user data on the stack.
constexpr std::size_t fiber_stack_bytes = 128 * 1024;

struct EmulatedThread {
  uint3 index;
  ctx::fiber fiber;
  // The scheduler's context while this thread runs.
  ctx::fiber scheduler;
  bool at_barrier = false;
  bool finished = false;
  std::exception_ptr error;
};

EmulatedThread *running_thread = nullptr;

[[noreturn]] void launch_failure(const std::string &message) {
  set_last_error(cudaErrorLaunchFailure);
  throw std::runtime_error(message);
}

uint3 unflatten(unsigned linear, dim3 extent) {
  return {linear % extent.x, (linear / extent.x) % extent.y,
          linear / (extent.x * extent.y)};
}

void activate(EmulatedThread &thread, unsigned linear) {
  running_thread = &thread;
  state().builtins.thread_idx = thread.index;
  state().thread_linear = linear;
}

void run_block(const std::string &kernel, std::vector<EmulatedThread> &threads,
               const std::function<void()> &body) {
  // Stacks are pooled across blocks and launches: allocating (mapping) one
  // per thread of every block dominated emulated run times.
  static ctx::pooled_fixedsize_stack stacks(fiber_stack_bytes);
  for (auto &thread : threads) {
    thread.fiber = ctx::fiber(
        std::allocator_arg, stacks, [&thread, &body](ctx::fiber &&scheduler) {
          thread.scheduler = std::move(scheduler);
          try {
            body();
          } catch (const ctx::detail::forced_unwind &) {
            throw; // a suspended fiber being destroyed unwinds its stack
          } catch (...) {
            thread.error = std::current_exception();
          }
          thread.finished = true;
          return std::move(thread.scheduler);
        });
  }
  for (;;) {
    std::size_t waiting = 0, finished = 0;
    for (std::size_t t = 0; t < threads.size(); ++t) {
      auto &thread = threads[t];
      if (thread.finished)
        continue;
      thread.at_barrier = false;
      activate(thread, static_cast<unsigned>(t));
      thread.fiber = std::move(thread.fiber).resume();
      running_thread = nullptr;
      if (thread.error)
        std::rethrow_exception(thread.error);
    }
    for (auto &thread : threads) {
      waiting += thread.at_barrier && !thread.finished;
      finished += thread.finished;
    }
    if (waiting == 0)
      return;
    if (finished > 0)
      launch_failure("loom: emulated kernel '" + kernel + "' block " +
                     std::to_string(state().block_linear) + ": " +
                     std::to_string(waiting) + " of " +
                     std::to_string(threads.size()) +
                     " threads wait at __syncthreads() that the others "
                     "never reach");
    ++state().epoch;
    detail::detector_barrier();
  }
}

} // namespace

const ThreadBuiltins &builtins() {
  if (!state().in_kernel)
    throw std::logic_error(
        "loom: threadIdx/blockIdx/blockDim/gridDim used outside a kernel");
  return state().builtins;
}

void *dynamic_shared_memory() {
  if (!state().in_kernel)
    throw std::logic_error("loom: shared memory used outside a kernel");
  return state().shared;
}

void barrier() {
  EmulatedThread *thread = running_thread;
  if (!thread)
    throw std::logic_error("loom: __syncthreads() called outside a kernel");
  thread->at_barrier = true;
  running_thread = nullptr;
  thread->scheduler = std::move(thread->scheduler).resume();
}

void run_grid(const std::string &kernel, dim3 grid, dim3 block,
              std::size_t shared_bytes, const std::function<void()> &body) {
  if (state().in_kernel)
    launch_failure("loom: kernel '" + kernel +
                   "' launched from inside an emulated kernel");
  if (grid.count() == 0 || block.count() == 0 || block.count() > 1024)
    launch_failure("loom: kernel '" + kernel + "' launched with " +
                   std::to_string(grid.count()) + " blocks of " +
                   std::to_string(block.count()) +
                   " threads (a block holds 1 to 1024 threads)");
  struct Reset {
    ~Reset() {
      state().in_kernel = false;
      state().shared = nullptr;
    }
  } reset;
  auto &running = state();
  running.in_kernel = true;
  running.kernel = kernel;
  running.builtins.block_dim = block;
  running.builtins.grid_dim = grid;
  running.shared_bytes = shared_bytes;
  std::size_t rounded = (shared_bytes + 15) / 16 * 16;
  std::unique_ptr<unsigned char, decltype(&std::free)> shared(
      static_cast<unsigned char *>(
          std::aligned_alloc(16, rounded == 0 ? 16 : rounded)),
      &std::free);
  running.shared = shared.get();
  detail::detector_begin_launch();
  for (unsigned b = 0; b < grid.count(); ++b) {
    running.block_linear = b;
    running.builtins.block_idx = unflatten(b, grid);
    running.epoch = 0;
    detail::detector_begin_block();
    std::vector<EmulatedThread> threads(block.count());
    for (unsigned t = 0; t < threads.size(); ++t)
      threads[t].index = unflatten(t, block);
    try {
      run_block(kernel, threads, body);
    } catch (...) {
      set_last_error(cudaErrorLaunchFailure);
      throw;
    }
  }
  std::size_t races = detail::detector_end_launch();
  if (races > 0 && detail::detector_throws())
    launch_failure("loom: emulated kernel '" + kernel + "' has " +
                   std::to_string(races) +
                   " data race(s); see take_race_reports()");
}

} // namespace loom::cuda::emulation
