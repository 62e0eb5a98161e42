// Global reductions over processes, reproducible: OP_INC sums each
// process's partial in rank order (so a fixed process count always gives
// the same bits), OP_MIN/OP_MAX take MPI's minimum/maximum.
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

bool isReduction(const op_arg &a) {
  return a.opt && a.argtype == OP_ARG_GBL &&
         (a.acc == OP_INC || a.acc == OP_MIN || a.acc == OP_MAX);
}

} // namespace

void MpiDistribution::beginReductions(op_arg *args, int nargs) {
  saved_.clear();
  for (int i = 0; i < nargs; ++i)
    if (isReduction(args[i]) && args[i].acc == OP_INC) {
      const size_t bytes = static_cast<size_t>(args[i].size);
      saved_.push_back({i, std::string(args[i].data, bytes)});
      std::memset(args[i].data, 0, bytes);
    }
}

void MpiDistribution::endReductions(const char *name, op_arg *args, int nargs) {
  size_t next = 0;
  for (int i = 0; i < nargs; ++i) {
    op_arg &a = args[i];
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
    else
      throw Error(std::string("loop '") + name +
                  "': global reduction of type \"" + a.type +
                  "\" over processes is not supported (double, "
                  "float, int, long, long long, unsigned int)");
  }
  saved_.clear();
}

} // namespace loom::mpi
