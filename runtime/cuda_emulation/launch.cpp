#include "execution_state.h"
#include "loom/cuda/emulation/runtime_api.h"

#include <boost/context/fiber.hpp>
#include <boost/context/pooled_fixedsize_stack.hpp>

#if defined(__SANITIZE_ADDRESS__)
#define LOOM_ANNOTATE_FIBERS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LOOM_ANNOTATE_FIBERS 1
#endif
#endif
#if defined(LOOM_ANNOTATE_FIBERS)
#include <sanitizer/common_interface_defs.h>
#endif

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
  // Set when the block failed: the thread leaves its kernel at the barrier
  // it waits at (or before starting), so that every fiber ends by returning
  // rather than by Boost's forced unwinding of a suspended stack.
  bool cancelled = false;
  std::exception_ptr error;
  // The stacks on each side of a switch, for AddressSanitizer.
  const void *stack_bottom = nullptr;
  std::size_t stack_size = 0;
  const void *scheduler_bottom = nullptr;
  std::size_t scheduler_size = 0;
  void *fake_stack = nullptr;
};

// Thrown at a barrier to a thread of a cancelled block.
struct Cancelled {};

EmulatedThread *running_thread = nullptr;

// AddressSanitizer must be told when execution moves to another stack
// (sanitizer/common_interface_defs.h): unannotated, it takes a fiber's
// stack for an overflow of the thread's own as soon as an exception is
// thrown there. Without the sanitizer these do nothing.
void switch_starts(void **fake_stack, const void *bottom, std::size_t size) {
#if defined(LOOM_ANNOTATE_FIBERS)
  __sanitizer_start_switch_fiber(fake_stack, bottom, size);
#else
  (void)fake_stack, (void)bottom, (void)size;
#endif
}

void switch_ends(void *fake_stack, const void **old_bottom,
                 std::size_t *old_size) {
#if defined(LOOM_ANNOTATE_FIBERS)
  __sanitizer_finish_switch_fiber(fake_stack, old_bottom, old_size);
#else
  (void)fake_stack, (void)old_bottom, (void)old_size;
#endif
}

// The pool's stacks, noting in the thread where its stack lies.
struct RecordedStack {
  ctx::pooled_fixedsize_stack pool;
  EmulatedThread *thread;
  ctx::stack_context allocate() {
    ctx::stack_context s = pool.allocate();
    thread->stack_bottom = static_cast<const char *>(s.sp) - s.size;
    thread->stack_size = s.size;
    return s;
  }
  void deallocate(ctx::stack_context &s) noexcept { pool.deallocate(s); }
};

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

// Runs `thread` until it next waits at a barrier or finishes.
void resume(EmulatedThread &thread, unsigned linear) {
  activate(thread, linear);
  void *fake_stack = nullptr;
  switch_starts(&fake_stack, thread.stack_bottom, thread.stack_size);
  thread.fiber = std::move(thread.fiber).resume();
  switch_ends(fake_stack, nullptr, nullptr);
  running_thread = nullptr;
}

// Ends every unfinished thread of a failed block: each leaves its kernel by
// an exception from its barrier, on its own stack.
void cancel(std::vector<EmulatedThread> &threads) {
  for (std::size_t t = 0; t < threads.size(); ++t) {
    threads[t].cancelled = true;
    // A kernel that catches the exception meets the next barrier, which
    // throws again; one that loops forever was never going to finish.
    while (!threads[t].finished)
      resume(threads[t], static_cast<unsigned>(t));
  }
}

void run_block(const std::string &kernel, std::vector<EmulatedThread> &threads,
               const std::function<void()> &body) {
  // Stacks are pooled across blocks and launches: allocating (mapping) one
  // per thread of every block dominated emulated run times.
  static ctx::pooled_fixedsize_stack stacks(fiber_stack_bytes);
  for (auto &thread : threads) {
    thread.fiber = ctx::fiber(
        std::allocator_arg, RecordedStack{stacks, &thread},
        [&thread, &body](ctx::fiber &&scheduler) {
          switch_ends(nullptr, &thread.scheduler_bottom,
                      &thread.scheduler_size);
          thread.scheduler = std::move(scheduler);
          try {
            if (!thread.cancelled)
              body();
          } catch (const Cancelled &) {
            // The block failed elsewhere; its error is already known.
          } catch (const ctx::detail::forced_unwind &) {
            throw; // a suspended fiber being destroyed unwinds its stack
          } catch (...) {
            thread.error = std::current_exception();
          }
          thread.finished = true;
          // This stack is done with: no fake stack to keep.
          switch_starts(nullptr, thread.scheduler_bottom,
                        thread.scheduler_size);
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
      resume(thread, static_cast<unsigned>(t));
      if (thread.error) {
        cancel(threads);
        std::rethrow_exception(thread.error);
      }
    }
    for (auto &thread : threads) {
      waiting += thread.at_barrier && !thread.finished;
      finished += thread.finished;
    }
    if (waiting == 0)
      return;
    if (finished > 0) {
      cancel(threads);
      launch_failure("loom: emulated kernel '" + kernel + "' block " +
                     std::to_string(state().block_linear) + ": " +
                     std::to_string(waiting) + " of " +
                     std::to_string(threads.size()) +
                     " threads wait at __syncthreads() that the others "
                     "never reach");
    }
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
  switch_starts(&thread->fake_stack, thread->scheduler_bottom,
                thread->scheduler_size);
  thread->scheduler = std::move(thread->scheduler).resume();
  switch_ends(thread->fake_stack, &thread->scheduler_bottom,
              &thread->scheduler_size);
  if (thread->cancelled)
    throw Cancelled{};
}

void run_grid(const std::string &kernel, dim3 grid, dim3 block,
              std::size_t shared_bytes, const std::function<void()> &body) {
  count_launch();
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
