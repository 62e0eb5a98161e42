// RowType: an MPI datatype of one row, an element's bytes (a dat's size, a
// map's dim ints), so that the counts and displacements of a collective
// count rows rather than bytes. MPI's counts are ints: a gather of a dat
// over 2 GiB would overflow them in bytes, while a set's rows always fit
// (sets hold fewer than 2^31 elements).
#pragma once

#include "mpi_distribution.h"

namespace loom::mpi {

class RowType {
public:
  explicit RowType(int bytes) {
    check(MPI_Type_contiguous(bytes, MPI_BYTE, &type_),
          "MPI_Type_contiguous (row)");
    check(MPI_Type_commit(&type_), "MPI_Type_commit (row)");
  }
  RowType(const RowType &) = delete;
  RowType &operator=(const RowType &) = delete;
  // MPI lets a type be freed while operations that use it complete.
  ~RowType() { MPI_Type_free(&type_); }

  operator MPI_Datatype() const { return type_; }

private:
  MPI_Datatype type_ = MPI_DATATYPE_NULL;
};

} // namespace loom::mpi
