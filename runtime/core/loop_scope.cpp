#include "loom/loop_scope.h"

#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/core/loop_checks.h"
#include "loom/core/loop_dump.h"
#include <string>

namespace loom {

struct LoopScope::State {
  const char *name;
  op_set set;
  op_arg *args;
  int nargs;
  ReadOnlyGlobals readOnly;
  double start;
};

LoopScope::LoopScope(char const *name, op_set set, op_arg *args, int nargs,
                     char const *site)
    : state_(nullptr) {
  orExit([&] {
    try {
      checkLoopArgs(name, set, args, nargs);
    } catch (const Error &e) {
      if (!site)
        throw;
      throw LoopError(std::string(site) + ": " + e.what());
    }
    for (int i = 0; i < nargs; ++i)
      args[i].index = i;
    dumpLoopOnce(name, set, args, nargs);
    state_ = new State{
        name, set, args, nargs, ReadOnlyGlobals(args, nargs), wallTime()};
  });
}

LoopScope::~LoopScope() {
  double elapsed = wallTime() - state_->start;
  orExit([&] { state_->readOnly.verify(state_->name); });
  context().loopStats().record(
      state_->name, elapsed,
      loopBytes(state_->set, state_->args, state_->nargs));
  OP_kern_max = static_cast<int>(context().loopStats().entries().size());
  delete state_;
}

} // namespace loom
