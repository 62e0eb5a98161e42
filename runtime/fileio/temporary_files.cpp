#include "loom/fileio/temporary_files.h"

#include <dirent.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <mutex>
#include <string_view>

namespace loom::fileio {

namespace {

// Paths of the open temporaries; the signal handler reads them without
// locking, so each slot is an atomic pointer to a string kept alive by its
// OutputFile until forgetTemporary.
constexpr int slotCount = 64;
std::atomic<const char *> slots[slotCount];

void removeAll() {
  for (auto &slot : slots)
    if (const char *path = slot.load())
      ::unlink(path); // async-signal-safe
}

void removeAndReraise(int signal) {
  removeAll();
  struct sigaction dfl{};
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  ::sigaction(signal, &dfl, nullptr);
  ::raise(signal);
}

// Installs the handler for SIGINT and SIGTERM where the program left the
// default action (a program's own handler, or an ignored signal, stays),
// and removes what is left at exit() (loom::fatal ends a program with
// exit(1) while an output may be open).
void installHandlers() {
  static std::once_flag once;
  std::call_once(once, [] {
    std::atexit(removeAll);
    for (int signal : {SIGINT, SIGTERM}) {
      struct sigaction old{};
      if (::sigaction(signal, nullptr, &old) != 0 ||
          (old.sa_flags & SA_SIGINFO) || old.sa_handler != SIG_DFL)
        continue;
      struct sigaction act{};
      act.sa_handler = removeAndReraise;
      sigemptyset(&act.sa_mask);
      act.sa_flags = SA_RESETHAND;
      ::sigaction(signal, &act, nullptr);
    }
  });
}

std::string baseName(const std::string &target) {
  const size_t slash = target.find_last_of('/');
  return slash == std::string::npos ? target : target.substr(slash + 1);
}

std::string prefixOf(const std::string &target) {
  // Built piecewise: GCC 12 warns (-Wrestrict) on "." + std::string.
  std::string prefix = ".";
  prefix += baseName(target);
  prefix += ".tmp.";
  return prefix;
}

// The PID of a temporary's name, or 0 when the rest is not a number.
pid_t pidOf(std::string_view rest) {
  if (rest.empty() || rest.size() > 9)
    return 0;
  long pid = 0;
  for (char c : rest) {
    if (c < '0' || c > '9')
      return 0;
    pid = pid * 10 + (c - '0');
  }
  return static_cast<pid_t>(pid);
}

} // namespace

std::string temporaryName(const std::string &folder,
                          const std::string &target) {
  std::string path = folder;
  if (!path.empty() && path.back() != '/')
    path += '/';
  path += prefixOf(target);
  path += std::to_string(::getpid());
  return path;
}

int rememberTemporary(const std::string &path) {
  installHandlers();
  for (int i = 0; i < slotCount; ++i) {
    const char *expected = nullptr;
    if (slots[i].compare_exchange_strong(expected, path.c_str()))
      return i;
  }
  return -1;
}

void forgetTemporary(int slot) {
  if (slot >= 0 && slot < slotCount)
    slots[slot].store(nullptr);
}

void removeStaleTemporaries(const std::string &folder,
                            const std::string &target) {
  DIR *dir = ::opendir(folder.c_str());
  if (!dir)
    return;
  const std::string prefix = prefixOf(target);
  const pid_t self = ::getpid();
  while (const dirent *entry = ::readdir(dir)) {
    std::string_view name(entry->d_name);
    if (name.substr(0, prefix.size()) != prefix)
      continue;
    const pid_t pid = pidOf(name.substr(prefix.size()));
    // Only a PID that names no process (ESRCH) is known to be dead; one
    // that runs, or one we may not signal (EPERM), keeps its temporary.
    if (pid <= 0 || pid == self || ::kill(pid, 0) == 0 || errno != ESRCH)
      continue;
    std::string path = folder;
    if (!path.empty() && path.back() != '/')
      path += '/';
    path += name;
    ::unlink(path.c_str());
  }
  ::closedir(dir);
}

} // namespace loom::fileio
