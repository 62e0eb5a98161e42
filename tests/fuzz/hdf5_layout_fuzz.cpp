// libFuzzer target: Loom's readers of OP2's HDF5 layout (loom/hdf5/
// op2_layout.h, what op_decl_*_hdf5 and `loom-mesh check` use) on files the
// input describes: a set, a map and a dat whose extents, stored types,
// attributes (size, dim, type, missing or wrong) and values (entries out of
// range, NaN and infinities) come from the input bytes, written with the
// HDF5 API as any program could, then read back as the declarations the
// input also chooses. Each read must either give what was declared (the
// declared number of values, map entries in the target set, finite floating
// point values) or fail with one Hdf5Error line; anything else (another
// exception, a wrong result) is a finding. Structure-aware: the file itself
// is always well-formed HDF5, so the fuzzer tests Loom's checks, not HDF5's
// parser.
#include "byte_reader.h"
#include "fuzz_check.h"
#include "loom/core/error.h"
#include "loom/hdf5/h5_error.h"
#include "loom/hdf5/h5_file.h"
#include "loom/hdf5/op2_layout.h"
#include "scratch_dir.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

using loom::fuzz::ByteReader;
using loom::fuzz::check;
using namespace loom::hdf5;

namespace {

const ElementType kTypes[] = {ElementType::Int, ElementType::Long,
                              ElementType::LongLong, ElementType::Float,
                              ElementType::Double};
const char *const kTypeNames[] = {"int",    "long",  "long long", "float",
                                  "double", "bogus", ""};

// A small count, sometimes wild (negative or large).
int count(ByteReader &in) { return in.flag() ? in.wild() : in.below(40); }

// Values for a dataset of `n` elements of `type`: small numbers, sometimes
// NaN, infinities or large integers.
std::vector<char> values(ByteReader &in, ElementType type, std::size_t n) {
  std::vector<char> out(n * static_cast<std::size_t>(elementBytes(type)));
  for (std::size_t i = 0; i < n; ++i) {
    const int pick = in.below(16);
    const double v = pick == 0   ? std::numeric_limits<double>::quiet_NaN()
                     : pick == 1 ? std::numeric_limits<double>::infinity()
                     : pick == 2 ? -1e300
                                 : static_cast<double>(in.wild());
    char *at = out.data() + i * static_cast<std::size_t>(elementBytes(type));
    switch (type) {
    case ElementType::Int: {
      const int x = std::isfinite(v) && std::fabs(v) < 2e9 ? int(v) : -1;
      std::memcpy(at, &x, sizeof x);
      break;
    }
    case ElementType::Long:
    case ElementType::LongLong: {
      const long long x = std::isfinite(v) && std::fabs(v) < 9e18
                              ? static_cast<long long>(v)
                              : -1;
      std::memcpy(at, &x, sizeof x);
      break;
    }
    case ElementType::Float: {
      const float x = static_cast<float>(v);
      std::memcpy(at, &x, sizeof x);
      break;
    }
    case ElementType::Double:
      std::memcpy(at, &v, sizeof v);
      break;
    }
  }
  return out;
}

// A dataset of `rows` x `dim` (1-D when dim is 0) with attributes chosen by
// the input; returns its stored type.
ElementType writeDataset(ByteReader &in, File &file, const std::string &name,
                         int rows, int dim) {
  const ElementType type = kTypes[in.below(5)];
  std::vector<std::uint64_t> shape = {static_cast<std::uint64_t>(rows)};
  if (dim > 0)
    shape.push_back(static_cast<std::uint64_t>(dim));
  Dataset d = file.createDataset(name, type, shape);
  const std::size_t n = static_cast<std::size_t>(rows) *
                        static_cast<std::size_t>(dim > 0 ? dim : 1);
  d.write(type, values(in, type, n).data());
  if (in.flag())
    d.setIntAttribute("dim", in.flag() ? dim : count(in));
  if (in.flag())
    d.setIntAttribute("size", in.flag() ? dim * elementBytes(type) : count(in));
  if (in.flag())
    d.setStringAttribute("type", in.flag() ? elementTypeName(type)
                                           : kTypeNames[in.below(7)]);
  return type;
}

bool allFinite(const std::vector<char> &bytes, const std::string &type) {
  if (type == "double") {
    for (std::size_t i = 0; i + sizeof(double) <= bytes.size();
         i += sizeof(double)) {
      double v;
      std::memcpy(&v, bytes.data() + i, sizeof v);
      if (!std::isfinite(v))
        return false;
    }
  } else if (type == "float") {
    for (std::size_t i = 0; i + sizeof(float) <= bytes.size();
         i += sizeof(float)) {
      float v;
      std::memcpy(&v, bytes.data() + i, sizeof v);
      if (!std::isfinite(v))
        return false;
    }
  }
  return true;
}

// Runs one read; an Hdf5Error is a refusal, anything else thrown a finding.
template <typename Read> void expectReadOrRefusal(const char *what, Read read) {
  try {
    read();
  } catch (const Hdf5Error &) {
  } catch (const loom::Error &e) {
    check(false, std::string(what) +
                     ": a loom::Error that is not an "
                     "Hdf5Error: " +
                     e.what());
  } catch (const std::exception &e) {
    check(false, std::string(what) + ": " + e.what());
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data,
                                      std::size_t size) {
  silenceHdf5ErrorStack();
  ByteReader in(data, size);
  // The one file this process writes and reads, in a folder removed with
  // it when the process exits.
  static const loom::test::ScratchDir scratch;
  static const std::string path = scratch.file("layout.h5");
  // The file as written: a set, a map and a dat (rows and dims from the
  // input, within bounds that keep a run small).
  const int nodes = in.below(30), edges = in.below(30);
  const int mapDim = 1 + in.below(4), datDim = in.below(5);
  try {
    File file(path, File::Mode::Create);
    if (in.flag())
      writeSet(file, "nodes", in.flag() ? nodes : count(in));
    if (in.flag())
      writeDataset(in, file, "pedge", edges, in.flag() ? mapDim : 0);
    if (in.flag())
      writeDataset(in, file, "p_x", nodes, datDim);
    if (in.flag())
      writeDataset(in, file, "gam", 1 + in.below(3), 0);
    file.close();
  } catch (const Hdf5Error &) {
    return 0; // the writer refused what it was given (a negative size)
  }

  File file(path, File::Mode::ReadOnly);
  // The declarations, chosen by the input: mostly right, sometimes not.
  const int declaredNodes = in.flag() ? nodes : count(in);
  const int declaredEdges = in.flag() ? edges : count(in);
  const int declaredMapDim = in.flag() ? mapDim : count(in);
  const int declaredDatDim = in.flag() ? datDim : count(in);
  const int base = in.below(2);
  const std::string datType = kTypeNames[in.below(5)];

  expectReadOrRefusal("readSetSize", [&] {
    const int n = readSetSize(file, "nodes");
    check(n >= 0, "readSetSize: a negative set size was accepted");
  });
  expectReadOrRefusal("readMap", [&] {
    const std::vector<int> map = readMap(file, "pedge", declaredEdges,
                                         declaredMapDim, declaredNodes, base);
    check(map.size() == static_cast<std::size_t>(declaredEdges) *
                            static_cast<std::size_t>(declaredMapDim),
          "readMap: not the declared number of entries");
    for (int e : map)
      check(e >= base && e < declaredNodes + base,
            "readMap: an entry outside the target set was accepted");
  });
  expectReadOrRefusal("readDat", [&] {
    const std::vector<char> dat =
        readDat(file, "p_x", declaredNodes, declaredDatDim, datType);
    check(dat.size() == static_cast<std::size_t>(declaredNodes) *
                            static_cast<std::size_t>(declaredDatDim) *
                            static_cast<std::size_t>(elementBytes(
                                elementTypeFromName(path, "p_x", datType))),
          "readDat: not the declared number of values");
    check(allFinite(dat, datType), "readDat: NaN or infinity accepted");
  });
  expectReadOrRefusal("readConst", [&] {
    const int dim = 1 + in.below(3);
    std::vector<char> out(static_cast<std::size_t>(dim) * sizeof(double));
    readConst(file, "gam", dim, "double", out.data());
    check(allFinite(out, "double"), "readConst: NaN or infinity accepted");
  });
  return 0;
}
