#include "frontend/stack_guard.h"

#include "loom/fileio/printable_line.h"

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace loom::translator {

namespace {

// What the fault handler writes, composed beforehand: it may not allocate.
char overflowLine[4096];
std::size_t overflowLength = 0;

// The guarded thread's stack, [low, high), and the handlers before ours.
std::uintptr_t stackLow = 0, stackHigh = 0;
struct sigaction previousSegv, previousBus;

// Where the handler runs: not on the stack that ran out.
alignas(16) char alternateStack[1 << 16];

void composeLine(const std::string &source) {
  std::string line = "loom: error: ";
  if (!source.empty())
    line += printableLine(source, PrintableForm::Verbatim) + ": ";
  line +=
      "the source nests too deeply for loomc (its stack of " +
      std::to_string(stackHigh > stackLow ? (stackHigh - stackLow) >> 20 : 0) +
      " MiB ran out); split its deepest expression or statement\n";
  overflowLength = std::min(line.size(), sizeof overflowLine - 1);
  std::memcpy(overflowLine, line.data(), overflowLength);
  overflowLine[overflowLength - 1] = '\n';
}

void onFault(int signal, siginfo_t *info, void *) {
  const auto at = reinterpret_cast<std::uintptr_t>(info->si_addr);
  // The guard pages below the stack, or its last page.
  constexpr std::uintptr_t margin = std::uintptr_t{1} << 20;
  if (stackLow != 0 && at + margin >= stackLow && at < stackLow + 4096) {
    [[maybe_unused]] ssize_t n = ::write(2, overflowLine, overflowLength);
    ::_exit(1);
  }
  // Not ours: the fault happens again under the handler before.
  ::sigaction(signal, signal == SIGSEGV ? &previousSegv : &previousBus,
              nullptr);
}

// The thread's alternate signal stack before guardThisThread(), put back
// when the work ends: AddressSanitizer unmaps the one it finds at a
// thread's end as its own, and LLVM installs one of its own (malloc'd)
// when Clang first registers a file to remove on a signal.
stack_t previousAlternate{};
bool alternateSaved = false;

// Records this thread's stack and handles its faults on another stack.
void guardThisThread() {
  pthread_attr_t attr;
  if (::pthread_getattr_np(::pthread_self(), &attr) != 0)
    return;
  void *base = nullptr;
  std::size_t size = 0;
  if (::pthread_attr_getstack(&attr, &base, &size) == 0) {
    stackLow = reinterpret_cast<std::uintptr_t>(base);
    stackHigh = stackLow + size;
  }
  ::pthread_attr_destroy(&attr);
  if (::sigaltstack(nullptr, &previousAlternate) != 0)
    return;
  alternateSaved = true;
  if (previousAlternate.ss_flags & SS_DISABLE) {
    stack_t alternate{};
    alternate.ss_sp = alternateStack;
    alternate.ss_size = sizeof alternateStack;
    if (::sigaltstack(&alternate, nullptr) != 0)
      return;
  }
  struct sigaction action{};
  action.sa_sigaction = onFault;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  ::sigaction(SIGSEGV, &action, &previousSegv);
  ::sigaction(SIGBUS, &action, &previousBus);
  composeLine("");
}

struct Job {
  const std::function<int()> *body;
  int result = 1;
};

// The thread's state as before guardThisThread(): no alternate stack of
// ours left for the thread's end to find.
void unguardThisThread() {
  stackLow = stackHigh = 0;
  if (!alternateSaved)
    return;
  if (previousAlternate.ss_flags & SS_DISABLE) {
    stack_t none{};
    none.ss_flags = SS_DISABLE;
    ::sigaltstack(&none, nullptr);
  } else {
    ::sigaltstack(&previousAlternate, nullptr);
  }
  alternateSaved = false;
}

void *runJob(void *argument) {
  Job &job = *static_cast<Job *>(argument);
  guardThisThread();
  job.result = (*job.body)();
  unguardThisThread();
  return nullptr;
}

} // namespace

void noteTranslatedSource(const std::string &path) { composeLine(path); }

int runOnLargeStack(const std::function<int()> &body, std::size_t stackBytes) {
  Job job{&body};
  // Halving the stack until the system grants it (an address-space limit),
  // down to 32 MiB; then this thread's stack.
  const std::size_t least = std::min(stackBytes, std::size_t{32} << 20);
  for (std::size_t bytes = stackBytes; bytes >= least; bytes /= 2) {
    pthread_attr_t attr;
    if (::pthread_attr_init(&attr) != 0)
      break;
    pthread_t thread;
    const bool started = ::pthread_attr_setstacksize(&attr, bytes) == 0 &&
                         ::pthread_create(&thread, &attr, runJob, &job) == 0;
    ::pthread_attr_destroy(&attr);
    if (started) {
      ::pthread_join(thread, nullptr);
      return job.result;
    }
  }
  runJob(&job);
  return job.result;
}

} // namespace loom::translator
