// loom::Context owns every set, map, dat and const of a program. It is the
// C++ API behind OP2's op_decl_* calls: each method validates its input and
// throws a loom::Error subclass with a one-line message naming the object and
// the offending value. Maps are range-checked here, once, not in every loop.
#pragma once

#include "loom/core/loop_stats.h"
#include "loom/core/op2_types.h"
#include "loom/core/runtime_options.h"

#include <memory>
#include <string>
#include <vector>

namespace loom {

struct ConstRecord {
  std::string type;
  int dim;
  const void *data;
  int size; // bytes per value
};

class Context {
public:
  Context();
  ~Context();
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  op_set declareSet(int size, const std::string &name);
  // Copies `data` (from->size * dim entries, each less `base`: 1 for
  // OP2's 1-based maps) and checks every entry against [base, toLimit +
  // base) (toLimit: to->size when negative; before op_partition on several
  // processes, the to-set's global size).
  op_map declareMap(op_set from, op_set to, int dim, const int *data,
                    const std::string &name, long long toLimit = -1,
                    int base = 0);
  // op_partition: this process's part of a map (local indices, owned and
  // execute-halo rows) and of a dat (owned and halo elements, zeroed; the
  // caller fills it). Sizes come from the map's from-set and the dat's set,
  // which the caller has set first.
  void replaceMapEntries(op_map map, const std::vector<int> &entries);
  char *replaceDatData(op_dat dat);
  // Copies `data` (set->size elements of `elemBytes` bytes each).
  // `data` may be null only for temporaries, which start zeroed.
  op_dat declareDat(op_set set, int dim, const std::string &type, int elemBytes,
                    const void *data, const std::string &name,
                    bool temporary = false);
  void freeTemporary(op_dat dat);
  void declareConst(int dim, const std::string &type, int size,
                    const void *data);

  const std::vector<op_set> &sets() const { return setHandles_; }
  const std::vector<op_map> &maps() const { return mapHandles_; }
  std::vector<op_dat> dats() const;
  const std::vector<ConstRecord> &consts() const { return consts_; }

  LoopStatsTable &loopStats() { return loopStats_; }
  RuntimeOptions &options() { return options_; }
  // Bumped whenever the options are set (op_init) or changed after it (an
  // app's --strategy flag): what a loop call site caches from them (its
  // CUDA strategy) compares it. Whoever changes options() calls
  // settingsChanged().
  unsigned long settingsGeneration() const { return settingsGeneration_; }
  void settingsChanged() { ++settingsGeneration_; }

  // Bumped whenever a map is declared or changed or the numbering changes;
  // cached plans compare it.
  unsigned long generation() const { return generation_; }
  void touch() {
    ++generation_;
    ++mapEntriesGeneration_;
  }
  // Bumped whenever existing maps' entries may have changed (renumbering,
  // replaced entries, op_exit), not when a map is declared: a device copy of
  // a map made at its declaration compares it.
  unsigned long mapEntriesGeneration() const { return mapEntriesGeneration_; }

  // Per set index, the index each element had when it was declared, kept
  // by loom::renumber (op_renumber); empty for a set never renumbered.
  std::vector<std::vector<int>> &originalIds() { return originalIds_; }

  // Forget everything (op_exit).
  void clear();

private:
  struct Storage;
  std::unique_ptr<Storage> storage_;
  std::vector<op_set> setHandles_;
  std::vector<op_map> mapHandles_;
  std::vector<ConstRecord> consts_;
  LoopStatsTable loopStats_;
  RuntimeOptions options_;
  unsigned long generation_ = 0;
  unsigned long mapEntriesGeneration_ = 0;
  unsigned long settingsGeneration_ = 1; // a site's 0 is never current
  std::vector<std::vector<int>> originalIds_;
};

// The process-wide context used by the OP2 API.
Context &context();

} // namespace loom
