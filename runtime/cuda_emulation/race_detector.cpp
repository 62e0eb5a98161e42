#include "loom/cuda/emulation/race_detector.h"
#include "execution_state.h"

#include <cstdint>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

namespace loom::cuda::emulation {

namespace {

using detail::state;

constexpr unsigned no_thread = ~0u;
constexpr unsigned many_threads = ~0u - 1;

// Per byte of shared memory, the accesses of the current barrier interval.
struct SharedByte {
  unsigned long epoch = ~0ul;
  unsigned writer = no_thread;
  unsigned reader = no_thread; // a reading thread, or many_threads
};

struct GlobalWrite {
  unsigned block;
  unsigned thread;
  unsigned long epoch;
};

struct Detector {
  std::vector<SharedByte> shared;
  std::unordered_map<std::uintptr_t, GlobalWrite> global;
  std::unordered_set<std::uintptr_t> reported;
  std::vector<RaceReport> reports;
  std::size_t launch_reports = 0;
  bool throws = true;
};

Detector &detector() {
  static Detector instance;
  return instance;
}

std::string hex(std::uintptr_t value) {
  std::ostringstream out;
  out << "0x" << std::hex << value;
  return out.str();
}

void report(std::uintptr_t key, const std::string &what) {
  auto &d = detector();
  if (!d.reported.insert(key).second)
    return;
  d.reports.push_back(
      {"loom: race in kernel '" + state().kernel + "': " + what});
  ++d.launch_reports;
}

std::string thread_name(unsigned block, unsigned thread) {
  return detail::describe_thread(block, thread);
}

} // namespace

namespace detail {

std::string describe_thread(unsigned block, unsigned thread) {
  const auto &b = state().builtins;
  auto grid = b.grid_dim, dims = b.block_dim;
  std::ostringstream out;
  out << "block (" << block % grid.x << "," << (block / grid.x) % grid.y << ","
      << block / (grid.x * grid.y) << ") thread (" << thread % dims.x << ","
      << (thread / dims.x) % dims.y << "," << thread / (dims.x * dims.y) << ")";
  return out.str();
}

void detector_begin_launch() {
  auto &d = detector();
  d.global.clear();
  d.reported.clear();
  d.launch_reports = 0;
}

void detector_begin_block() {
  auto &d = detector();
  d.shared.assign(state().shared_bytes, SharedByte{});
}

void detector_barrier() {
  // Entries carry their epoch: a new epoch makes them stale, nothing to do.
}

std::size_t detector_end_launch() {
  auto &d = detector();
  d.global.clear();
  return d.launch_reports;
}

bool detector_throws() { return detector().throws; }

} // namespace detail

void note_shared_access(const void *address, std::size_t bytes, bool write) {
  auto &s = state();
  auto &d = detector();
  auto *byte = static_cast<const unsigned char *>(address);
  if (!s.in_kernel || byte < s.shared ||
      byte + bytes > s.shared + s.shared_bytes)
    throw std::out_of_range("loom: kernel '" + s.kernel + "' " +
                            thread_name(s.block_linear, s.thread_linear) +
                            " accesses shared memory outside the " +
                            std::to_string(s.shared_bytes) +
                            " bytes of its block");
  std::size_t offset = static_cast<std::size_t>(byte - s.shared);
  unsigned me = s.thread_linear;
  for (std::size_t i = offset; i < offset + bytes; ++i) {
    SharedByte &entry = d.shared[i];
    if (entry.epoch != s.epoch)
      entry = SharedByte{s.epoch, no_thread, no_thread};
    unsigned other = no_thread;
    if (entry.writer != no_thread && entry.writer != me)
      other = entry.writer;
    else if (write && entry.reader != no_thread && entry.reader != me)
      other = entry.reader;
    if (other != no_thread) {
      std::string who = other == many_threads
                            ? std::string("other threads")
                            : thread_name(s.block_linear, other);
      report(reinterpret_cast<std::uintptr_t>(s.shared) + i +
                 (std::uintptr_t(s.block_linear) << 40),
             thread_name(s.block_linear, me) + " " +
                 (write ? "writes" : "reads") + " shared offset " +
                 std::to_string(i) + " (address " +
                 hex(reinterpret_cast<std::uintptr_t>(byte)) + ") that " + who +
                 " accessed since the last __syncthreads()");
    }
    if (write)
      entry.writer = me;
    else if (entry.reader == no_thread || entry.reader == me)
      entry.reader = me;
    else
      entry.reader = many_threads;
  }
}

void note_global_write(const void *address) {
  auto &s = state();
  if (!s.in_kernel)
    return;
  auto key = reinterpret_cast<std::uintptr_t>(address);
  GlobalWrite me{s.block_linear, s.thread_linear, s.epoch};
  auto [it, inserted] = detector().global.emplace(key, me);
  if (inserted)
    return;
  GlobalWrite &previous = it->second;
  bool same_thread = previous.block == me.block && previous.thread == me.thread;
  bool ordered = previous.block == me.block && previous.epoch != me.epoch;
  if (!same_thread && !ordered)
    report(key, thread_name(me.block, me.thread) + " writes global address " +
                    hex(key) + " that " +
                    thread_name(previous.block, previous.thread) +
                    " also writes in this launch");
  previous = me;
}

std::vector<RaceReport> take_race_reports() {
  std::vector<RaceReport> taken;
  taken.swap(detector().reports);
  return taken;
}

void set_throw_on_race(bool enabled) { detector().throws = enabled; }

} // namespace loom::cuda::emulation
