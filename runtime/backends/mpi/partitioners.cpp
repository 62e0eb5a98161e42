// Parts of the set op_partition partitions: k-way with PT-Scotch (all
// processes together) or METIS (on rank 0), contiguous blocks, or a
// scattered stress-test partition. LOOM_PARTITIONER overrides the library
// the program names.
#include "mpi_distribution.h"

#include "loom/core/context.h"
#include "loom/core/error.h"
#include "loom/distributed/metis_parts.h"
#include "loom/distributed/ownership.h"

#include <ptscotch.h>

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace loom::mpi {

namespace {

std::string upper(std::string s) {
  for (char &c : s)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// PT-Scotch's k-way partition of `graph` into `parts`, each process giving
// the rows of its block of vertices; the parts of all vertices come back to
// every process.
std::vector<int> ptscotchParts(const distributed::Graph &graph, int parts,
                               int rank, int ranks) {
  const int n = graph.vertices();
  const std::vector<int> owner = distributed::blockParts(n, ranks);
  const int begin = static_cast<int>(
      std::lower_bound(owner.begin(), owner.end(), rank) - owner.begin());
  const int end = static_cast<int>(
      std::upper_bound(owner.begin(), owner.end(), rank) - owner.begin());
  std::vector<SCOTCH_Num> vert(end - begin + 1), edges;
  for (int v = begin; v < end; ++v) {
    vert[v - begin] = static_cast<SCOTCH_Num>(edges.size());
    for (int k = graph.offsets[v]; k < graph.offsets[v + 1]; ++k)
      edges.push_back(graph.targets[k]);
  }
  vert[end - begin] = static_cast<SCOTCH_Num>(edges.size());
  edges.push_back(0); // never empty: PT-Scotch rejects a null array
  // Deterministic and with a fixed seed: the same processes give the same
  // parts on every run (PT-Scotch's threads otherwise vary them), so the
  // answers are reproducible bit for bit.
  SCOTCH_Context context;
  SCOTCH_contextInit(&context);
  SCOTCH_contextOptionSetNum(&context, SCOTCH_OPTIONNUMDETERMINISTIC, 1);
  SCOTCH_contextOptionSetNum(&context, SCOTCH_OPTIONNUMRANDOMFIXEDSEED, 1);
  SCOTCH_Dgraph g, bound;
  if (SCOTCH_dgraphInit(&g, MPI_COMM_WORLD) != 0 ||
      SCOTCH_dgraphInit(&bound, MPI_COMM_WORLD) != 0)
    throw Error("PT-Scotch: SCOTCH_dgraphInit failed");
  const SCOTCH_Num local = end - begin;
  const SCOTCH_Num localEdges = vert[end - begin];
  std::vector<SCOTCH_Num> part(std::max(1, end - begin));
  SCOTCH_Strat strategy;
  SCOTCH_stratInit(&strategy);
  const int built = SCOTCH_dgraphBuild(
      &g, 0, local, local, vert.data(), vert.data() + 1, nullptr, nullptr,
      localEdges, localEdges, edges.data(), nullptr, nullptr);
  const int attached =
      built == 0 ? SCOTCH_contextBindDgraph(&context, &g, &bound) : 1;
  const int parted =
      attached == 0 ? SCOTCH_dgraphPart(&bound, parts, &strategy, part.data())
                    : 1;
  SCOTCH_stratExit(&strategy);
  SCOTCH_dgraphExit(&bound);
  SCOTCH_dgraphExit(&g);
  SCOTCH_contextExit(&context);
  if (built != 0 || attached != 0 || parted != 0)
    throw Error(std::string("PT-Scotch: ") +
                (built != 0      ? "SCOTCH_dgraphBuild"
                 : attached != 0 ? "SCOTCH_contextBindDgraph"
                                 : "SCOTCH_dgraphPart") +
                " failed for " + std::to_string(n) + " elements into " +
                std::to_string(parts) + " parts");
  std::vector<int> mine(part.begin(), part.begin() + local), all(n);
  std::vector<int> counts(ranks), displs(ranks);
  for (int r = 0; r < ranks; ++r) {
    displs[r] = static_cast<int>(
        std::lower_bound(owner.begin(), owner.end(), r) - owner.begin());
    counts[r] =
        static_cast<int>(std::upper_bound(owner.begin(), owner.end(), r) -
                         owner.begin()) -
        displs[r];
  }
  check(MPI_Allgatherv(mine.data(), static_cast<int>(local), MPI_INT,
                       all.data(), counts.data(), displs.data(), MPI_INT,
                       MPI_COMM_WORLD),
        "MPI_Allgatherv (op_partition: parts)");
  return all;
}

} // namespace

std::vector<int> MpiDistribution::choosePartsOf(
    const distributed::GlobalMesh &mesh, int partitioned, int primeMap,
    const std::string &libName, const std::string &routineName) const {
  std::string lib = upper(libName), routine = upper(routineName);
  if (const std::string &chosen = context().options().partitioner;
      !chosen.empty())
    lib = chosen; // LOOM_PARTITIONER
  const int n = mesh.setSizes[partitioned];
  if (lib == "BLOCK")
    return distributed::blockParts(n, ranks_);
  if (lib == "RANDOM")
    return distributed::scatteredParts(n, ranks_);
  if (lib != "PTSCOTCH" && lib != "PARMETIS" && lib != "METIS")
    throw Error("op_partition: unknown partitioner '" + lib +
                "' (valid: PTSCOTCH, PARMETIS, METIS, BLOCK, RANDOM)");
  if (routine != "KWAY" && routine != "GEOMKWAY")
    throw Error("op_partition(" + lib + "): routine '" + routine +
                "' is not supported (valid: KWAY, GEOMKWAY)");
  // The graph of the partitioned set: its elements joined through the
  // prime map (built by every process from the gathered mesh).
  int mapIndex = primeMap;
  for (size_t m = 0; m < mesh.maps.size() && mapIndex < 0; ++m)
    if (mesh.maps[m].to == partitioned)
      mapIndex = static_cast<int>(m);
  if (mapIndex < 0)
    throw Error("op_partition(" + lib + ", " + routine +
                "): no map leads to "
                "set '" +
                mesh.setNames[partitioned] + "' to build its graph");
  if (lib != "METIS" && !threadMultiple_) {
    if (rank_ == 0)
      std::fprintf(stderr, "loom: op_partition: MPI was initialised without "
                           "MPI_THREAD_MULTIPLE, which PT-Scotch needs; "
                           "METIS k-way on rank 0 instead\n");
    lib = "METIS";
  }
  if (lib == "METIS") {
    std::vector<int> parts(n);
    std::string failure;
    if (rank_ == 0) {
      try {
        // The graph is built where METIS runs, only.
        parts = distributed::metisParts(
            distributed::targetGraph(mesh, mapIndex), ranks_);
      } catch (const Error &e) {
        failure = e.what();
      }
    }
    int failed = failure.empty() ? 0 : 1;
    check(MPI_Bcast(&failed, 1, MPI_INT, 0, MPI_COMM_WORLD), "MPI_Bcast");
    if (failed)
      throw Error(rank_ == 0 ? failure : "METIS failed on rank 0");
    check(MPI_Bcast(parts.data(), n, MPI_INT, 0, MPI_COMM_WORLD),
          "MPI_Bcast (op_partition: parts)");
    return parts;
  }
  if (lib == "PARMETIS" && rank_ == 0)
    std::fprintf(stderr, "loom: op_partition: PARMETIS is not part of this "
                         "Loom; PT-Scotch k-way partitions instead\n");
  return ptscotchParts(distributed::targetGraph(mesh, mapIndex), ranks_, rank_,
                       ranks_);
}

} // namespace loom::mpi
