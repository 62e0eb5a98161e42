// The time a CUDA loop call's kernels take on the device, from CUDA events
// recorded before its first launch and after its last: op_timing_output
// shows it beside the time the host spent in the call. The host does not
// wait for the events: each call's pair is queued and read once the device
// has passed it (cudaEventQuery, which never blocks), at a later call of any
// loop or, at the latest, when the timing table, the loop report or op_exit
// waits for the device's queued work (loom/core/host_sync.h). Inline:
// compiled into the generated .cu (nvcc, or g++ against the emulation
// layer, where the events read the host's clock around the emulated
// launches). With LOOM_AUTOTUNE=1 the time of a trial call also goes to the
// tuner (loom::cuda::recordTrialTime), under the token the call took.
#pragma once

#include "loom/backend/cuda/device_data.h"
#include "loom/backend/cuda/loop_strategy.h"
#include "loom/core/context.h"
#include "loom/core/host_sync.h"
#include "loom/core/loop_stats.h"
#include "loom/loop_scope.h"

#include <cstddef>
#include <deque>
#include <string>
#include <vector>

namespace loom::cuda {

class KernelTimer {
public:
  // Records the start event.
  // The time is recorded under the strategy the loop's statistics hold
  // now (loopStrategy records it before the launches).
  explicit KernelTimer(char const *loop)
      : loop_(loop), key_(context().loopStats().activeKey(loop)),
        strategy_(context().loopStats().currentStrategy(loop)),
        trial_(takeTrialToken(loop)) {
    Timings &t = timings();
    if (t.spare.empty()) {
      Pair p;
      checkDevice(cudaEventCreate(&p.start), "creation of a timing event");
      checkDevice(cudaEventCreate(&p.stop), "creation of a timing event");
      t.spare.push_back(p);
    }
    pair_ = t.spare.back();
    t.spare.pop_back();
    check(cudaEventRecord(pair_.start, 0), loop_, "record of a timing event");
  }

  // After the last launch: records the stop event and queues the pair; the
  // kernel time reaches the loop's statistics once the device passed it.
  void stop(LoopScope &) {
    check(cudaEventRecord(pair_.stop, 0), loop_, "record of a timing event");
    Timings &t = timings();
    t.queued.push_back({key_, strategy_, pair_, trial_});
    settle(t,
           t.queued.size() > kMostQueued ? t.queued.size() - kMostQueued : 0);
  }

  // Waits for the device's queued work and reads every queued pair (the
  // host-sync finish hook). A kernel that failed since the host last waited
  // is reported here.
  static void finishQueued() {
    Timings &t = timings();
    if (t.queued.empty())
      return;
    checkDevice(cudaDeviceSynchronize(),
                "the kernels queued since the host last waited (LOOM_CUDA_"
                "SYNC=1 names the loop whose kernel failed)");
    settle(t, t.queued.size());
  }

private:
  struct Pair {
    cudaEvent_t start = nullptr, stop = nullptr;
  };
  struct Queued {
    std::string loop, strategy; // the entry ("name" or "name@set")
    Pair pair;
    long trial; // the auto-tuner's token, or -1
  };
  struct Timings {
    std::deque<Queued> queued; // oldest first
    std::vector<Pair> spare;
  };
  // Pairs queued before the oldest is waited for (the host far ahead of the
  // device); the device's own launch queue is of this order.
  static constexpr std::size_t kMostQueued = 4096;

  // Reads the queued pairs the device has passed, oldest first, waiting for
  // the first `wait` of them.
  static void settle(Timings &t, std::size_t wait) {
    while (!t.queued.empty()) {
      Queued &q = t.queued.front();
      if (wait > 0) {
        checkDevice(cudaEventSynchronize(q.pair.stop),
                    "loop '" + q.loop + "': its kernels");
        --wait;
      } else {
        const cudaError_t state = cudaEventQuery(q.pair.stop);
        if (state == cudaErrorNotReady)
          return;
        checkDevice(state, "loop '" + q.loop + "': its kernels");
      }
      float milliseconds = 0;
      checkDevice(
          cudaEventElapsedTime(&milliseconds, q.pair.start, q.pair.stop),
          "loop '" + q.loop + "': kernel time");
      context().loopStats().recordKernelTime(q.loop, milliseconds * 1e-3,
                                             q.strategy);
      if (q.trial >= 0)
        recordTrialTime(q.trial, milliseconds * 1e-3);
      t.spare.push_back(q.pair);
      t.queued.pop_front();
    }
  }

  // Made at first use; destroyed at op_exit (after finishQueued, which
  // op_exit calls first).
  static Timings &timings() {
    static Timings t;
    [[maybe_unused]] static const bool cached = registerDeviceCache([] {
      for (const Queued &q : t.queued)
        t.spare.push_back(q.pair);
      t.queued.clear();
      for (const Pair &p : t.spare) {
        checkDevice(cudaEventDestroy(p.start), "release of a timing event");
        checkDevice(cudaEventDestroy(p.stop), "release of a timing event");
      }
      t.spare.clear();
    });
    [[maybe_unused]] static const bool hooked =
        (setDeviceFinishHook(&KernelTimer::finishQueued), true);
    return t;
  }

  char const *loop_;
  std::string key_; // the loop's entry in the statistics ("name@set")
  std::string strategy_;
  long trial_;
  Pair pair_;
};

} // namespace loom::cuda
