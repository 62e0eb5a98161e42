// OP2's HDF5 calls (op_hdf5.h) over loom::Context and OP2's file layout
// (loom/hdf5/op2_layout.h), with OP2's semantics (op_hdf5.cpp): a missing
// dataset gives NULL (a no-op for a constant) after OP2's message, a type
// other than the file's is converted after OP2's message, names may be
// paths through groups; the writing calls print OP2's "Writing ..." lines.
// A bad file or declaration ends the program with one
// line "loom: error: <call site>: <call>: <file>: ...".
#include "op_hdf5.h"

#include "loom/core/context.h"
#include "loom/core/distribution.h"
#include "loom/hdf5/atomic_output.h"
#include "loom/hdf5/context_dump.h"
#include "loom/hdf5/h5_error.h"
#include "loom/hdf5/h5_file.h"
#include "loom/hdf5/op2_layout.h"

#include <climits>
#include <cstdint>
#include <string>

using namespace loom::hdf5;

namespace {

std::string text(char const *value, char const *what) {
  if (!value)
    throw Hdf5Error(std::string("null ") + what);
  return value;
}

// Runs `body`; an error ends the program with one line naming the call's
// site in the user's source and the call.
template <typename Body>
decltype(auto) atCall(const std::source_location &site, const char *call,
                      Body &&body) {
  return loom::orExit([&]() -> decltype(auto) {
    try {
      return body();
    } catch (const loom::Error &e) {
      throw Hdf5Error(std::string(site.file_name()) + ":" +
                      std::to_string(site.line()) + ": " + call + ": " +
                      e.what());
    }
  });
}

// OP2's message when the declared type differs from the dataset's; the
// values are converted by HDF5 on reading.
void noteConversion(const File &file, const std::string &name,
                    const std::string &declared, const char *format) {
  std::optional<ElementType> stored = file.openDataset(name).storedType();
  ElementType wanted = elementTypeFromName(file.path(), name, declared);
  if (stored && *stored != wanted)
    op_printf(format, elementTypeName(*stored), file.path().c_str(),
              declared.c_str());
}

// Opens `path` for adding objects through a crash-safe temporary and runs
// `body` on it; the target changes only when everything succeeded.
// Under MPI, collective: rank 0 writes (had every process written, one's
// rename could undo another's later addition) and every process returns
// once the file is there.
template <typename Body> void addToFile(const std::string &path, Body body) {
  if (loom::distribution().rank() == 0) {
    checkAddableTarget(path); // before copying another kind of file
    AtomicOutput output(path, /*keepExisting=*/true);
    File file(output.temporaryPath(),
              output.startedFromExisting() ? File::Mode::ReadWrite
                                           : File::Mode::Create,
              path);
    body(file);
    file.close();
    output.commit();
  }
  loom::distribution().barrier();
}

// OP2's op_fetch_data_hdf5: writes `dat` at `path` inside the file; a
// dataset already there is overwritten when its size, dim and type
// attributes agree with the dat, else it is an error.
void fetchToPath(op_dat dat, const std::string &fileName,
                 const std::string &path) {
  if (!dat)
    throw Hdf5Error("null dat");
  // The whole dat in declaration order, written by rank 0 (one process:
  // its own data).
  const std::string values = loom::distribution().gatherDat(dat);
  op_printf("Writing '%s' to file '%s'\n", path.c_str(), fileName.c_str());
  const int elements = static_cast<int>(values.size() / dat->size);
  // Errors name the target, not the temporary the call writes.
  addToFile(fileName, [&](File &file) {
    if (file.hasDataset(path)) {
      Dataset old = file.openDataset(path);
      const std::string where = "dataset '" + path + "'";
      for (const char *attribute : {"size", "dim", "type"})
        if (!old.hasAttribute(attribute))
          fail(fileName, where,
               std::string("has no attribute '") + attribute +
                   "': cannot check it against dat '" + dat->name + "'");
      if (old.intAttribute("size") != dat->size ||
          old.intAttribute("dim") != dat->dim ||
          elementTypeFromName(fileName, where, old.stringAttribute("type")) !=
              elementTypeFromName(fileName, where, dat->type))
        fail(fileName, where,
             "holds " + std::to_string(old.intAttribute("dim")) + " '" +
                 old.stringAttribute("type") + "' values per element, dat '" +
                 dat->name + "' " + std::to_string(dat->dim) + " '" +
                 dat->type + "' values");
    }
    writeDat(file, path, elements, dat->dim, dat->type, values.data());
  });
}

} // namespace

op_set op_decl_set_hdf5(char const *file, char const *name,
                        std::source_location site) {
  return atCall(site, "op_decl_set_hdf5", [&]() -> op_set {
    std::string setName = text(name, "set name");
    File input(text(file, "file name"), File::Mode::ReadOnly);
    if (!input.hasDataset(setName)) {
      op_printf("Could not open dataset '%s' in file '%s'\n", setName.c_str(),
                input.path().c_str());
      return nullptr;
    }
    // On several processes (mpi_* backends) each declares its even slice;
    // op_partition redistributes afterwards.
    const auto slice =
        loom::distribution().evenSlice(readSetSize(input, setName));
    return op_decl_set(static_cast<int>(slice.second - slice.first), name);
  });
}

op_set op_decl_set_hdf5_infer_size(char const *file, char const *name,
                                   char const *set_dataset_name,
                                   std::source_location site) {
  return atCall(site, "op_decl_set_hdf5_infer_size", [&]() -> op_set {
    std::string datasetName = text(set_dataset_name, "dataset name");
    File input(text(file, "file name"), File::Mode::ReadOnly);
    if (!input.hasDataset(datasetName)) {
      op_printf("Could not open dataset '%s' in file '%s'\n",
                datasetName.c_str(), input.path().c_str());
      return nullptr;
    }
    // The set has as many elements as the dataset has rows.
    std::vector<std::uint64_t> shape = input.openDataset(datasetName).shape();
    std::uint64_t rows = shape.empty() ? 0 : shape[0];
    if (rows > static_cast<std::uint64_t>(INT_MAX))
      fail(input.path(), "dataset '" + datasetName + "'",
           "has " + std::to_string(rows) + " rows, more than a set can hold");
    const auto slice =
        loom::distribution().evenSlice(static_cast<long long>(rows));
    return op_decl_set(static_cast<int>(slice.second - slice.first),
                       text(name, "set name").c_str());
  });
}

op_map op_decl_map_hdf5(op_set from, op_set to, int dim, char const *file,
                        char const *name, std::source_location site) {
  return atCall(site, "op_decl_map_hdf5", [&]() -> op_map {
    std::string mapName = text(name, "map name");
    if (!from || !to)
      throw Hdf5Error("map '" + mapName + "': null from or to set");
    if (dim <= 0)
      throw Hdf5Error("map '" + mapName + "': dim " + std::to_string(dim) +
                      " must be positive");
    // Before reading this process's rows by its declared slice.
    loom::requireBeforePartition("map", mapName);
    File input(text(file, "file name"), File::Mode::ReadOnly);
    if (!input.hasDataset(mapName)) {
      op_printf("op_map with name : %s not found in file : %s \n",
                mapName.c_str(), input.path().c_str());
      return nullptr;
    }
    // The whole map (global indices), then this process's rows.
    const loom::Distribution &d = loom::distribution();
    std::vector<int> entries =
        readMap(input, mapName, static_cast<int>(d.globalSize(from)), dim,
                static_cast<int>(d.globalSize(to)), OP_maps_base_index);
    const auto first = entries.begin() + d.sliceOffset(from) * dim;
    std::vector<int> mine(first,
                          first + static_cast<long long>(from->size) * dim);
    // As OP2: op_decl_map takes OP_maps_base_index off the entries.
    return op_decl_map(from, to, dim, mine.data(), name);
  });
}

op_dat op_decl_dat_hdf5(op_set set, int dim, char const *type, char const *file,
                        char const *name, std::source_location site) {
  return atCall(site, "op_decl_dat_hdf5", [&]() -> op_dat {
    std::string datName = text(name, "dat name");
    if (!set)
      throw Hdf5Error("dat '" + datName + "': null set");
    if (dim <= 0)
      throw Hdf5Error("dat '" + datName + "': dim " + std::to_string(dim) +
                      " must be positive");
    std::string datType = text(type, "type");
    File input(text(file, "file name"), File::Mode::ReadOnly);
    if (!input.hasDataset(datName)) {
      op_printf("op_dat with name : %s not found in file : %s \n",
                datName.c_str(), input.path().c_str());
      return nullptr;
    }
    noteConversion(input, datName, datType,
                   "dat.type %s in file %s and type %s do not match, "
                   "performing automatic conversion\n");
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
                       char *const_data, char const *file_name,
                       std::source_location site) {
  atCall(site, "op_get_const_hdf5", [&] {
    std::string constName = text(name, "const name");
    std::string constType = text(type, "type");
    if (!const_data)
      throw Hdf5Error("const '" + constName + "': null destination");
    File input(text(file_name, "file name"), File::Mode::ReadOnly);
    if (!input.hasDataset(constName)) {
      op_printf("dataset '%s' not found in file '%s'\n", constName.c_str(),
                input.path().c_str());
      return;
    }
    noteConversion(input, constName, constType,
                   "type of constant %s in file %s and requested type %s do "
                   "not match, performing automatic type conversion\n");
    readConst(input, constName, dim, constType, const_data);
  });
}

void op_write_const_hdf5(char const *name, int dim, char const *type,
                         char *const_data, char const *file_name,
                         std::source_location site) {
  atCall(site, "op_write_const_hdf5", [&] {
    std::string constName = text(name, "const name");
    std::string constType = text(type, "type");
    if (!const_data)
      throw Hdf5Error("const '" + constName + "': null data");
    const std::string target = text(file_name, "file name");
    // OP2's two lines.
    op_printf("Writing '%s' to file '%s'\n", constName.c_str(), target.c_str());
    op_printf("Writing constant to %s\n", target.c_str());
    addToFile(target, [&](File &file) {
      writeConst(file, constName, dim, constType, const_data);
    });
  });
}

void op_fetch_data_hdf5_file(op_dat dat, char const *file_name,
                             std::source_location site) {
  atCall(site, "op_fetch_data_hdf5_file", [&] {
    if (!dat)
      throw Hdf5Error("null dat");
    fetchToPath(dat, text(file_name, "file name"), dat->name);
  });
}

void op_fetch_data_hdf5_file_path(op_dat dat, char const *file_name,
                                  char const *path_name,
                                  std::source_location site) {
  atCall(site, "op_fetch_data_hdf5_file_path", [&] {
    fetchToPath(dat, text(file_name, "file name"), text(path_name, "path"));
  });
}

void op_fetch_data_hdf5(op_dat dat, char const *file_name,
                        char const *path_name, std::source_location site) {
  atCall(site, "op_fetch_data_hdf5", [&] {
    fetchToPath(dat, text(file_name, "file name"), text(path_name, "path"));
  });
}

void op_dump_to_hdf5(char const *file_name, std::source_location site) {
  atCall(site, "op_dump_to_hdf5", [&] {
    const std::string target = text(file_name, "file name");
    op_printf("Writing to %s\n", target.c_str());
    dumpContext(loom::context(), target);
  });
}
