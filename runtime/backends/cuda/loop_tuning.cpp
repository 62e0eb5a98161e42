#include "loop_tuning.h"

#include "loom/core/error.h"
#include "loom/core/host_sync.h"

namespace loom::cuda {

namespace {

LoopStrategy fromName(const std::string &name) {
  for (LoopStrategy k :
       {LoopStrategy::Global, LoopStrategy::Atomic, LoopStrategy::Hierarchical,
        LoopStrategy::HierarchicalAtomic})
    if (name == strategyName(k))
      return k;
  throw Error("not a CUDA strategy: '" + name + "'");
}

} // namespace

LoopTuner::LoopTuner(std::string tuningFile)
    : tuner_(std::move(tuningFile), &finishDeviceWork) {}

std::vector<LoopStrategy> LoopTuner::candidates(const LoopForms &forms) {
  std::vector<LoopStrategy> out = {forms.byDefault};
  auto add = [&](LoopStrategy s, bool has) {
    if (has && s != forms.byDefault)
      out.push_back(s);
  };
  // A loop with the hierarchical kernel whose default is global writes
  // nothing through maps: atomic would run as global, hier_atomic as hier.
  const bool writes = !forms.hier || forms.byDefault != LoopStrategy::Global;
  add(LoopStrategy::Global, true);
  add(LoopStrategy::Atomic, writes && !*forms.noAtomic);
  add(LoopStrategy::Hierarchical, forms.hier);
  add(LoopStrategy::HierarchicalAtomic,
      writes && forms.hier && !*forms.noHierAtomic);
  return out;
}

LoopTuner::Choice LoopTuner::choose(char const *loop, op_set set,
                                    const op_arg *args, int nargs,
                                    const LoopForms &forms) {
  auto it = open_.find(std::string_view(loop));
  if (it == open_.end())
    it = open_.try_emplace(loop).first;
  Open &open = it->second;
  if (open.open)
    return open.choice;
  if (open.oneForm)
    return {forms.byDefault, ""};
  StrategyTuner::Loop *tuned = tuner_.find(loop, set);
  if (!tuned) {
    const std::vector<LoopStrategy> strategies = candidates(forms);
    if (strategies.size() == 1) { // nothing to tune
      open.oneForm = true;
      return {forms.byDefault, ""};
    }
    std::vector<std::string> texts;
    for (LoopStrategy s : strategies)
      texts.emplace_back(strategyName(s));
    tuned = &tuner_.add(
        loop, set, args, nargs, texts,
        [&](const std::string &saved) {
          for (const std::string &t : texts)
            if (t == saved)
              return saved;
          return std::string(); // a form it no longer has
        },
        forms.hier ? "cuda_hier" : "cuda_global");
  }
  const StrategyTuner::Decision d = tuner_.next(*tuned);
  open.open = true;
  open.token = d.token;
  open.choice = {fromName(*d.strategy), d.trial  ? " (trying)"
                                        : d.warm ? " (not tuned: few calls)"
                                                 : " (tuned)"};
  return open.choice;
}

long LoopTuner::takeToken(char const *loop) {
  auto it = open_.find(std::string_view(loop));
  if (it == open_.end() || !it->second.open)
    return -1;
  it->second.open = false;
  return it->second.token;
}

} // namespace loom::cuda
