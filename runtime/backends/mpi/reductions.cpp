// Global reductions over processes, reproducible: OP_INC sums each
// process's partial in rank order (so a fixed process count always gives
// the same bits), OP_MIN/OP_MAX take MPI's minimum/maximum. A global the
// loop writes (OP_WRITE, OP_RW) takes, component by component, the value of
// the highest rank that changed it (OP2: the highest rank's non-zero
// value), so every process goes on with the same one. An op_arg_info
// payload follows its OP_MIN/OP_MAX global to the process holding the
// winning value (the lowest rank among equals).
#include "mpi_distribution.h"

#include "loom/core/error.h"
#include "loom/core/type_name.h"

#include <cstring>

namespace loom::mpi {

namespace {

template <typename T>
void sumInRankOrder(op_arg &a, const std::string &initial, int ranks) {
  std::vector<T> all(static_cast<size_t>(a.dim) * ranks);
  check(MPI_Allgather(a.data, a.dim * static_cast<int>(sizeof(T)), MPI_BYTE,
                      all.data(), a.dim * static_cast<int>(sizeof(T)), MPI_BYTE,
                      MPI_COMM_WORLD),
        "MPI_Allgather (reduction)");
  T *out = reinterpret_cast<T *>(a.data);
  const T *start = reinterpret_cast<const T *>(initial.data());
  for (int d = 0; d < a.dim; ++d) {
    T total = all[d];
    for (int r = 1; r < ranks; ++r)
      total += all[static_cast<size_t>(r) * a.dim + d];
    out[d] = start[d] + total;
  }
}

template <typename T> void extremum(op_arg &a, MPI_Datatype type) {
  check(MPI_Allreduce(MPI_IN_PLACE, a.data, a.dim, type,
                      a.acc == OP_MIN ? MPI_MIN : MPI_MAX, MPI_COMM_WORLD),
        "MPI_Allreduce (reduction)");
}

// The lowest rank whose own value `mine` of the global `a` (before the
// reduction) is the reduced value in every component; failing that, in
// its first component (a dim > 1 minimum can take its components from
// different processes).
int winningRank(const op_arg &a, const std::string &mine, int rank, int ranks) {
  const size_t each = static_cast<size_t>(a.size / a.dim);
  const bool all = std::memcmp(mine.data(), a.data, mine.size()) == 0;
  const bool first = std::memcmp(mine.data(), a.data, each) == 0;
  int candidates[2] = {all ? rank : ranks, first ? rank : ranks};
  check(MPI_Allreduce(MPI_IN_PLACE, candidates, 2, MPI_INT, MPI_MIN,
                      MPI_COMM_WORLD),
        "MPI_Allreduce (op_arg_info winner)");
  return candidates[0] < ranks ? candidates[0] : candidates[1];
}

// Each op_arg_info payload that refers to argument `ref` takes the value
// of the process that holds the reduced value.
void followWinner(op_arg *args, int nargs, int ref, const std::string &mine,
                  int rank, int ranks) {
  int winner = -1;
  for (int i = 0; i < nargs; ++i) {
    op_arg &info = args[i];
    if (info.argtype != OP_ARG_INFO || !info.opt ||
        static_cast<int>(info.acc) != ref)
      continue;
    if (winner < 0)
      winner = winningRank(args[ref], mine, rank, ranks);
    check(MPI_Bcast(info.data, info.size, MPI_BYTE, winner, MPI_COMM_WORLD),
          "MPI_Bcast (op_arg_info payload)");
  }
}

void lastChange(op_arg &a, const std::string &initial, int ranks) {
  const int bytes = a.size;
  std::string all(static_cast<size_t>(bytes) * ranks, '\0');
  check(MPI_Allgather(a.data, bytes, MPI_BYTE, all.data(), bytes, MPI_BYTE,
                      MPI_COMM_WORLD),
        "MPI_Allgather (written global)");
  const size_t each = static_cast<size_t>(bytes / a.dim);
  for (int d = 0; d < a.dim; ++d)
    for (int r = ranks - 1; r >= 0; --r) {
      const char *value = &all[static_cast<size_t>(r) * bytes + d * each];
      if (std::memcmp(value, &initial[d * each], each) != 0) {
        std::memcpy(a.data + d * each, value, each);
        break;
      }
    }
}

// bool: OP_MAX and OP_INC true when any process's is (OP_INC adds it to
// the value before the loop), OP_MIN when all are.
void anyOrAll(op_arg &a, const std::string &initial) {
  std::vector<signed char> mine(a.data, a.data + a.dim), all(a.dim);
  check(MPI_Allreduce(mine.data(), all.data(), a.dim, MPI_SIGNED_CHAR,
                      a.acc == OP_MIN ? MPI_LAND : MPI_LOR, MPI_COMM_WORLD),
        "MPI_Allreduce (bool reduction)");
  for (int d = 0; d < a.dim; ++d)
    reinterpret_cast<bool *>(a.data)[d] =
        all[d] != 0 || (a.acc == OP_INC && initial[d] != 0);
}

bool isReduction(const op_arg &a) {
  return a.opt && a.argtype == OP_ARG_GBL &&
         (a.acc == OP_INC || a.acc == OP_MIN || a.acc == OP_MAX);
}

bool isWritten(const op_arg &a) {
  return a.opt && a.argtype == OP_ARG_GBL &&
         (a.acc == OP_WRITE || a.acc == OP_RW);
}

} // namespace

void MpiDistribution::beginReductions(op_arg *args, int nargs) {
  saved_.clear();
  for (int i = 0; i < nargs; ++i) {
    const size_t bytes = static_cast<size_t>(args[i].size);
    if (isReduction(args[i]) && args[i].acc == OP_INC) {
      saved_.push_back({i, std::string(args[i].data, bytes)});
      std::memset(args[i].data, 0, bytes);
    } else if (isWritten(args[i])) {
      saved_.push_back({i, std::string(args[i].data, bytes)});
    }
  }
}

void MpiDistribution::endReductions(const char *name, op_arg *args, int nargs) {
  size_t next = 0;
  for (int i = 0; i < nargs; ++i) {
    op_arg &a = args[i];
    if (isWritten(a)) {
      lastChange(a, saved_.at(next++).initial, ranks_);
      continue;
    }
    if (!isReduction(a))
      continue;
    const std::string_view type = baseTypeName(a.type);
    const std::string initial =
        a.acc == OP_INC ? saved_.at(next++).initial : std::string();
    auto dispatch = [&](auto zero, MPI_Datatype mpiType) {
      using T = decltype(zero);
      if (a.acc == OP_INC)
        sumInRankOrder<T>(a, initial, ranks_);
      else
        extremum<T>(a, mpiType);
    };
    // This process's OP_MIN/OP_MAX value, for its op_arg_info payloads.
    const std::string mine =
        a.acc == OP_INC ? std::string()
                        : std::string(a.data, static_cast<size_t>(a.size));
    if (sameTypeName(type, "double"))
      dispatch(double{}, MPI_DOUBLE);
    else if (sameTypeName(type, "float"))
      dispatch(float{}, MPI_FLOAT);
    else if (sameTypeName(type, "int"))
      dispatch(int{}, MPI_INT);
    else if (sameTypeName(type, "long"))
      dispatch(long{}, MPI_LONG);
    else if (sameTypeName(type, "long long"))
      dispatch(static_cast<long long>(0), MPI_LONG_LONG);
    else if (sameTypeName(type, "unsigned int"))
      dispatch(0u, MPI_UNSIGNED);
    else if (sameTypeName(type, "unsigned long"))
      dispatch(0ul, MPI_UNSIGNED_LONG);
    else if (sameTypeName(type, "unsigned long long"))
      dispatch(0ull, MPI_UNSIGNED_LONG_LONG);
    else if (sameTypeName(type, "bool"))
      anyOrAll(a, initial);
    else
      throw Error(std::string("loop '") + name +
                  "': global reduction of type \"" + a.type +
                  "\" over processes is not supported (double, float, "
                  "int, long, long long, unsigned int, unsigned long, "
                  "unsigned long long, bool)");
    if (a.acc != OP_INC)
      followWinner(args, nargs, i, mine, rank_, ranks_);
  }
  saved_.clear();
}

} // namespace loom::mpi
