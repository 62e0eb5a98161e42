// OP2's HDF5 calls (op_hdf5.h) over loom::Context and OP2's file layout
// (loom/hdf5/op2_layout.h). Like the rest of the OP2 API, a bad file or
// declaration ends the program with one line "loom: error: <file>: ...".
#include "op_hdf5.h"

#include "loom/core/context.h"
#include "loom/core/distribution.h"
#include "loom/hdf5/atomic_output.h"
#include "loom/hdf5/context_dump.h"
#include "loom/hdf5/h5_error.h"
#include "loom/hdf5/h5_file.h"
#include "loom/hdf5/op2_layout.h"

#include <string>

using loom::orExit;
using namespace loom::hdf5;

namespace {

std::string text(char const *value, char const *what) {
  if (!value)
    throw Hdf5Error(std::string("null ") + what);
  return value;
}

// Opens `path` for adding objects through a crash-safe temporary and runs
// `body` on it; the target changes only when everything succeeded.
template <typename Body> void addToFile(const std::string &path, Body body) {
  AtomicOutput output(path, /*keepExisting=*/true);
  File file(output.temporaryPath(), output.startedFromExisting()
                                        ? File::Mode::ReadWrite
                                        : File::Mode::Create);
  body(file);
  file.close();
  output.commit();
}

} // namespace

op_set op_decl_set_hdf5(char const *file, char const *name) {
  return orExit([&] {
    std::string setName = text(name, "set name");
    File input(text(file, "file name"), File::Mode::ReadOnly);
    // On several processes (mpi_* backends) each declares its even slice;
    // op_partition redistributes afterwards.
    const auto slice =
        loom::distribution().evenSlice(readSetSize(input, setName));
    return op_decl_set(static_cast<int>(slice.second - slice.first), name);
  });
}

op_map op_decl_map_hdf5(op_set from, op_set to, int dim, char const *file,
                        char const *name) {
  return orExit([&] {
    std::string mapName = text(name, "map name");
    if (!from || !to)
      throw Hdf5Error("map '" + mapName + "': null from or to set");
    if (dim <= 0)
      throw Hdf5Error("map '" + mapName + "': dim " + std::to_string(dim) +
                      " must be positive");
    File input(text(file, "file name"), File::Mode::ReadOnly);
    // The whole map (global indices), then this process's rows.
    const loom::Distribution &d = loom::distribution();
    std::vector<int> entries =
        readMap(input, mapName, static_cast<int>(d.globalSize(from)), dim,
                static_cast<int>(d.globalSize(to)));
    const auto first = entries.begin() + d.sliceOffset(from) * dim;
    std::vector<int> mine(first,
                          first + static_cast<long long>(from->size) * dim);
    return op_decl_map(from, to, dim, mine.data(), name);
  });
}

op_dat op_decl_dat_hdf5(op_set set, int dim, char const *type, char const *file,
                        char const *name) {
  return orExit([&] {
    std::string datName = text(name, "dat name");
    if (!set)
      throw Hdf5Error("dat '" + datName + "': null set");
    if (dim <= 0)
      throw Hdf5Error("dat '" + datName + "': dim " + std::to_string(dim) +
                      " must be positive");
    std::string datType = text(type, "type");
    File input(text(file, "file name"), File::Mode::ReadOnly);
    const loom::Distribution &d = loom::distribution();
    std::vector<char> data = readDat(
        input, datName, static_cast<int>(d.globalSize(set)), dim, datType);
    // OP2's op_decl_dat_char takes the bytes of one value.
    int valueBytes = elementBytes(
        elementTypeFromName(input.path(), "dat '" + datName + "'", datType));
    // This process's elements of the whole dataset.
    char *mine = data.data() + d.sliceOffset(set) * dim * valueBytes;
    return op_decl_dat_char(set, dim, type, valueBytes, mine, name);
  });
}

void op_get_const_hdf5(char const *name, int dim, char const *type,
                       char *const_data, char const *file_name) {
  orExit([&] {
    if (!const_data)
      throw Hdf5Error("const '" + text(name, "const name") +
                      "': null destination");
    File input(text(file_name, "file name"), File::Mode::ReadOnly);
    readConst(input, text(name, "const name"), dim, text(type, "type"),
              const_data);
  });
}

void op_write_const_hdf5(char const *name, int dim, char const *type,
                         char *const_data, char const *file_name) {
  orExit([&] {
    std::string constName = text(name, "const name");
    std::string constType = text(type, "type");
    addToFile(text(file_name, "file name"), [&](File &file) {
      writeConst(file, constName, dim, constType, const_data);
    });
  });
}

void op_fetch_data_hdf5_file(op_dat dat, char const *file_name) {
  orExit([&] {
    if (!dat)
      throw Hdf5Error("op_fetch_data_hdf5_file: null dat");
    // The whole dat in declaration order, written by rank 0 (one process:
    // its own data).
    const std::string values = loom::distribution().gatherDat(dat);
    if (loom::distribution().rank() != 0)
      return;
    const int elements = static_cast<int>(values.size() / dat->size);
    addToFile(text(file_name, "file name"), [&](File &file) {
      writeDat(file, dat->name, elements, dat->dim, dat->type, values.data());
    });
  });
}

void op_dump_to_hdf5(char const *file_name) {
  orExit([&] { dumpContext(loom::context(), text(file_name, "file name")); });
}
