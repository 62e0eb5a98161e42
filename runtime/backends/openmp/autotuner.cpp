#include "autotuner.h"
#include "owner_form.h"

#include "loom/backend/openmp.h"
#include "loom/core/context.h"
#include "loom/core/loop_stats.h"

namespace loom::openmp {

std::vector<Strategy> Autotuner::candidates(int setSize, bool owner) {
  std::vector<Strategy> out;
  for (int size : {64, 128, 256, 512, 1024, 2048, 4096})
    out.push_back({Strategy::Kind::Block, size});
  out.push_back({Strategy::Kind::Global, 1024});
  if (owner)
    out.push_back({Strategy::Kind::Owner, defaultBlockSize(setSize)});
  return out;
}

Autotuner::Autotuner(std::string tuningFile) : tuner_(std::move(tuningFile)) {}

const Strategy &Autotuner::parsed(const std::string &text) {
  auto it = parsed_.find(text);
  if (it == parsed_.end())
    it =
        parsed_
            .try_emplace(
                text,
                strategyFrom(parseStrategyChoice(text, "", strategyNames()), 0))
            .first;
  return it->second;
}

Autotuner::Decision Autotuner::strategyFor(const char *loop, op_set set,
                                           const op_arg *args, int nargs,
                                           bool ownerForm) {
  StrategyTuner::Loop *tuned = tuner_.find(loop, set);
  if (!tuned) {
    const Strategy byDefault{Strategy::Kind::Block,
                             defaultBlockSize(set->size)};
    std::vector<std::string> texts = {byDefault.text()};
    const bool owner = ownerForm && ownerFormUnavailable(args, nargs).empty();
    for (const Strategy &c : candidates(set->size, owner))
      if (!(c == byDefault))
        texts.push_back(c.text());
    // A saved choice: a valid strategy, its parameter made explicit.
    tuned = &tuner_.add(
        loop, set, args, nargs, std::move(texts),
        [&](const std::string &saved) {
          return strategyFrom(parseStrategyChoice(saved, "", strategyNames()),
                              byDefault.param)
              .text();
        });
  }
  // The previous call of this loop, when a trial: its time (none when the
  // statistics were cleared since, by op_exit).
  tuner_.recordPrevious(*tuned, context().loopStats().lastCallSeconds(loop));
  const StrategyTuner::Decision d = tuner_.next(*tuned);
  return {parsed(*d.strategy), d.trial, d.decided, d.warm};
}

} // namespace loom::openmp
