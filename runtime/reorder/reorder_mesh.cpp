#include "loom/reorder/reorder_mesh.h"

#include "loom/core/error.h"
#include "loom/core/stream_bandwidth.h"
#include "loom/fileio/output_file.h"
#include "loom/reorder/mesh_graph.h"
#include "loom/reorder/ordering_file.h"
#include "loom/reorder/orderings.h"
#include "loom/reorder/partition.h"
#include "loom/reorder/renumber.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <system_error>

namespace loom::reorder {

Method parseMethod(const std::string &name, const std::string &what) {
  for (Method m : {Method::None, Method::Rcm, Method::Gps, Method::Partition,
                   Method::Random})
    if (name == methodName(m))
      return m;
  if (name == "metis") // the partitioner's name, accepted as a synonym
    return Method::Partition;
  throw Error(what + ": unknown reordering method '" + name +
              "' (expected none, rcm, gps, partition (or metis) or random)");
}

const char *methodName(Method m) {
  switch (m) {
  case Method::None:
    return "none";
  case Method::Rcm:
    return "rcm";
  case Method::Gps:
    return "gps";
  case Method::Partition:
    return "partition";
  case Method::Random:
    return "random";
  }
  return "?";
}

namespace {

// Seconds since the last call (or since it was made).
class Lap {
public:
  double operator()() {
    const auto now = std::chrono::steady_clock::now();
    const double s = std::chrono::duration<double>(now - last_).count();
    last_ = now;
    return s;
  }

private:
  std::chrono::steady_clock::time_point last_ =
      std::chrono::steady_clock::now();
};

std::string seconds(double s) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f s", s);
  return text;
}

class Reorderer {
public:
  Reorderer(Context &ctx, ReorderResult &result) : ctx_(ctx), result_(result) {
    for (op_set s : ctx.sets())
      result.perSet.push_back(identityPermutation(s->size));
    touched_.assign(ctx.sets().size(), false);
  }

  void apply(op_set set, const Permutation &p) {
    renumber(ctx_, set, p);
    auto &total = result_.perSet[set->index];
    total = composePermutations(total, p);
    touched_[set->index] = true;
  }

  // Sorts every untouched set that has a map into a touched one.
  void sortTheRest() {
    bool changed = true;
    while (changed) {
      changed = false;
      for (op_map m : ctx_.maps())
        if (!touched_[m->from->index] && touched_[m->to->index] &&
            m->from != m->to) {
          apply(m->from, lexicographicOrdering(m));
          changed = true;
        }
    }
  }

  bool touched(op_set s) const { return touched_[s->index]; }

private:
  Context &ctx_;
  ReorderResult &result_;
  std::vector<bool> touched_;
};

void compute(Context &ctx, op_map base, Method method,
             const ReorderOptions &options, ReorderResult &result) {
  Reorderer r(ctx, result);
  switch (method) {
  case Method::None:
    return;
  case Method::Rcm:
  case Method::Gps: {
    Lap lap;
    MeshGraph g = targetAdjacency(base);
    result.phases = "graph " + seconds(lap());
    Permutation p = method == Method::Rcm ? rcmOrdering(g) : gpsOrdering(g);
    result.phases +=
        ", " + std::string(methodName(method)) + " " + seconds(lap());
    r.apply(base->to, p);
    r.sortTheRest();
    result.phases += ", renumbering " + seconds(lap());
    return;
  }
  case Method::Partition: {
    std::vector<op_map> maps;
    for (op_map m : ctx.maps())
      if (m->from == base->from)
        maps.push_back(m);
    Lap lap;
    MeshGraph g = iterationAdjacency(base->from, maps);
    result.phases = "graph " + seconds(lap());
    const int workers =
        options.workers > 0 ? options.workers : loom::hostThreads();
    Partition part =
        partitionGraph(g, options.blockSize, options.imbalance, 256, workers);
    result.phases += ", METIS " + seconds(lap());
    if (part.firstLevelParts > 0)
      result.phases += " = " + std::to_string(part.firstLevelParts) +
                       " parts " + seconds(part.firstLevelSeconds) +
                       " + their split on " + std::to_string(workers) +
                       " workers " + seconds(part.secondLevelSeconds);
    orderPartsByLocality(part, g);
    Permutation p = partitionOrdering(part, g);
    result.phases += ", parts ordered " + seconds(lap());
    r.apply(base->from, p);
    std::vector<int> blockOf(part.partOf.size());
    for (size_t i = 0; i < p.size(); ++i)
      blockOf[p[i]] = part.partOf[i];
    result.partOffsets = partOffsets(part);
    for (op_map m : maps)
      if (!r.touched(m->to))
        r.apply(m->to, blockSetOrdering(m, blockOf));
    r.sortTheRest();
    result.phases += ", renumbering " + seconds(lap());
    return;
  }
  case Method::Random:
    for (op_set s : ctx.sets())
      r.apply(s, randomPermutation(s->size, options.seed + s->index));
    return;
  }
}

} // namespace

ReorderResult reorderMesh(Context &ctx, op_map base, Method method,
                          const ReorderOptions &options) {
  if (!base)
    throw Error("reorder: null base map");
  const auto start = std::chrono::steady_clock::now();
  ReorderResult result;
  std::string path;
  std::uint64_t key = 0;
  if (!options.cacheDir.empty() && method != Method::None) {
    // The folder must exist and be writable: checked before the work
    // (loom/fileio/output_file.h).
    try {
      fileio::checkOutputFolder(options.cacheDir);
    } catch (const fileio::OutputError &e) {
      throw Error(
          std::string("ordering cache (LOOM_ORDERING_CACHE, --cache): ") +
          e.what());
    }
    // "algorithm 5": each METIS part numbered breadth first inside, block
    // sets by first use;
    // "algorithm 4": METIS's first level on clusters of vertices;
    // "algorithm 3": a stencil map's graph is its own edges (issue #32);
    // "algorithm 2": METIS parts numbered by locality (orderPartsByLocality);
    // bump it whenever a method's result changes, so old files are not
    // reused.
    const std::string salt = std::string("algorithm 5 ") + methodName(method) +
                             " base " + std::to_string(base->index) +
                             " block " + std::to_string(options.blockSize) +
                             " imbalance " + std::to_string(options.imbalance) +
                             " seed " + std::to_string(options.seed);
    key = meshHash(ctx, salt);
    char name[40];
    std::snprintf(name, sizeof name, "%016llx.ordering",
                  static_cast<unsigned long long>(key));
    path = (std::filesystem::path(options.cacheDir) / name).string();
    std::error_code missing;
    if (std::filesystem::exists(path, missing)) {
      try {
        std::vector<Permutation> loaded = loadOrdering(path, key, ctx);
        for (size_t s = 0; s < loaded.size(); ++s)
          renumber(ctx, ctx.sets()[s], loaded[s]);
        result.perSet = std::move(loaded);
        result.fromCache = true;
      } catch (const OrderingFileError &e) {
        warning("%s; rebuilding it", e.what());
      }
    }
  }
  if (!result.fromCache) {
    if (options.verbose)
      inform("reordering by %s ...", methodName(method));
    compute(ctx, base, method, options, result);
    if (!path.empty()) {
      try {
        saveOrdering(path, key, result.perSet);
      } catch (const OrderingFileError &e) {
        throw Error(std::string("ordering cache: ") + e.what());
      }
    }
  }
  result.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  if (options.verbose)
    inform("%s ordering %s in %.2f s%s%s%s", methodName(method),
           result.fromCache ? "loaded" : "computed", result.seconds,
           result.phases.empty() ? "" : " (", result.phases.c_str(),
           result.phases.empty() ? "" : ")");
  return result;
}

} // namespace loom::reorder
