#include "loom/loop_scope.h"

#include "loom/core/context.h"
#include "loom/core/distribution.h"
#include "loom/core/error.h"
#include "loom/core/loop_checks.h"
#include "loom/core/loop_dump.h"
#include "loom/core/plan_failure.h"
#include <algorithm>
#include <memory>
#include <string>

namespace loom {

struct LoopScope::State {
  const char *name;
  op_set set;
  op_arg *args;
  int nargs;
  const char *site;
  ReadOnlyGlobals readOnly;
  std::unique_ptr<ReadOnlyDats> readOnlyDats; // checked mode only
  double start;
  bool haloPending;
};

namespace {
// Prefixes the call site ("app.cpp:42: "), when the translator gave one.
template <typename Body> void atSite(const char *site, Body &&body) {
  try {
    body();
  } catch (const Error &e) {
    if (!site)
      throw;
    throw LoopError(std::string(site) + ": " + e.what());
  }
}
thread_local const char *activeSite = nullptr;
} // namespace

char const *currentLoopSite() { return activeSite; }

void planFailed(char const *loop, const std::string &why) {
  const char *site = currentLoopSite();
  fatal((site ? std::string(site) + ": " : std::string()) + "plan of loop '" +
        loop + "': " + why);
}

LoopScope::LoopScope(char const *name, op_set set, op_arg *args, int nargs,
                     char const *site, HaloOverlap overlap)
    : state_(nullptr) {
  if (!name)
    fatal((site ? std::string(site) + ": " : std::string()) +
          "op_par_loop: the loop's name is a null pointer (write "
          "op_par_loop(kernel, \"name\", set, ...))");
  // This call's records go to the entry of (name, set).
  context().loopStats().enterLoop(name, set && set->name ? set->name : "");
  activeSite = site;
  orExit([&] {
    atSite(site, [&] { checkLoopArgs(name, set, args, nargs); });
    for (int i = 0; i < nargs; ++i)
      args[i].index = i;
    dumpLoopOnce(name, set, args, nargs);
    std::unique_ptr<ReadOnlyDats> dats;
    if (context().options().checkAccess)
      dats = std::make_unique<ReadOnlyDats>(args, nargs);
    state_ = new State{name,
                       set,
                       args,
                       nargs,
                       site,
                       ReadOnlyGlobals(args, nargs),
                       std::move(dats),
                       wallTime(),
                       false};
    size_ = core_ = loopExecuteSize(set, args, nargs);
    atSite(site, [&] {
      state_->haloPending = distribution().beginLoop(name, set, args, nargs);
    });
    if (state_->haloPending && overlap == HaloOverlap::CoreFirst)
      core_ = std::min(set->core_size, size_);
    else
      waitHalos();
  });
}

void LoopScope::waitHalos() {
  if (!state_->haloPending)
    return;
  state_->haloPending = false;
  orExit([&] { atSite(state_->site, [&] { distribution().waitHalos(); }); });
}

LoopScope::~LoopScope() {
  double elapsed = wallTime() - state_->start;
  waitHalos(); // a loop with no element past its core
  orExit([&] {
    atSite(state_->site, [&] {
      distribution().endLoop(state_->name, state_->set, state_->args,
                             state_->nargs);
      state_->readOnly.verify(state_->name);
      if (state_->readOnlyDats)
        state_->readOnlyDats->verify(state_->name);
    });
  });
  context().loopStats().record(
      state_->name, elapsed,
      loopBytes(state_->set, state_->args, state_->nargs), elementLoop_,
      noSimdForm_);
  if (deviceSeconds_ >= 0)
    context().loopStats().recordDeviceTime(state_->name, deviceSeconds_);
  OP_kern_max = static_cast<int>(context().loopStats().entries().size());
  activeSite = nullptr;
  delete state_;
}

} // namespace loom
