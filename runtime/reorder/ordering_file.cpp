#include "loom/reorder/ordering_file.h"

#include "loom/fileio/bounded_read.h"
#include "loom/fileio/output_file.h"

#include <cstdio>
#include <sstream>

namespace loom::reorder {

namespace {

constexpr std::uint64_t fnvOffset = 1469598103934665603ull;
constexpr std::uint64_t fnvPrime = 1099511628211ull;

void mix(std::uint64_t &h, std::uint64_t v) {
  for (int b = 0; b < 8; ++b) {
    h ^= (v >> (8 * b)) & 0xff;
    h *= fnvPrime;
  }
}

std::uint64_t checksum(const std::vector<Permutation> &perSet) {
  std::uint64_t h = fnvOffset;
  for (const auto &p : perSet) {
    mix(h, p.size());
    for (int v : p)
      mix(h, static_cast<std::uint32_t>(v));
  }
  return h;
}

std::string hex(std::uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

} // namespace

std::uint64_t meshHash(const Context &ctx, const std::string &salt) {
  std::uint64_t h = fnvOffset;
  for (char c : salt)
    mix(h, static_cast<unsigned char>(c));
  for (op_set s : ctx.sets())
    mix(h, static_cast<std::uint64_t>(s->size));
  for (op_map m : ctx.maps()) {
    mix(h, m->from->index);
    mix(h, m->to->index);
    mix(h, m->dim);
    const size_t count = static_cast<size_t>(m->from->size) * m->dim;
    for (size_t k = 0; k < count; ++k)
      mix(h, static_cast<std::uint32_t>(m->map[k]));
  }
  return h;
}

void saveOrdering(const std::string &path, std::uint64_t key,
                  const std::vector<Permutation> &perSet) {
  std::ostringstream out;
  out << "loom-ordering 1\nkey " << hex(key) << "\nsets " << perSet.size()
      << "\n";
  for (const auto &p : perSet) {
    out << "set " << p.size() << "\n";
    for (size_t i = 0; i < p.size(); ++i)
      out << p[i] << ((i + 1) % 16 == 0 || i + 1 == p.size() ? '\n' : ' ');
  }
  out << "checksum " << hex(checksum(perSet)) << "\n";
  try {
    fileio::writeOutputFile(path, out.str());
  } catch (const fileio::OutputError &e) {
    throw OrderingFileError(e.what());
  }
}

std::vector<Permutation> loadOrdering(const std::string &path,
                                      std::uint64_t key, const Context &ctx) {
  std::istringstream in;
  try {
    in.str(fileio::readInputFile(path));
  } catch (const fileio::InputError &e) {
    throw OrderingFileError(e.what());
  }
  auto bad = [&](const std::string &why) {
    return OrderingFileError(path + ": corrupt or stale ordering file: " + why);
  };
  std::string word, keyText;
  int version = 0;
  if (!(in >> word >> version) || word != "loom-ordering" || version != 1)
    throw bad("not a 'loom-ordering 1' file");
  if (!(in >> word >> keyText) || word != "key")
    throw bad("missing key");
  if (keyText != hex(key))
    throw bad("key " + keyText + " is not this mesh's " + hex(key));
  size_t sets = 0;
  if (!(in >> word >> sets) || word != "sets" || sets != ctx.sets().size())
    throw bad("set count does not match the mesh's " +
              std::to_string(ctx.sets().size()));
  std::vector<Permutation> perSet(sets);
  for (size_t s = 0; s < sets; ++s) {
    size_t size = 0;
    const int expected = ctx.sets()[s]->size;
    if (!(in >> word >> size) || word != "set" ||
        size != static_cast<size_t>(expected))
      throw bad("set " + std::to_string(s) + " size does not match " +
                std::to_string(expected));
    perSet[s].resize(size);
    for (size_t i = 0; i < size; ++i)
      if (!(in >> perSet[s][i]))
        throw bad("set " + std::to_string(s) + " truncated at entry " +
                  std::to_string(i));
    if (!isBijection(perSet[s]))
      throw bad("set " + std::to_string(s) + " is not a permutation");
  }
  std::string sum;
  if (!(in >> word >> sum) || word != "checksum" ||
      sum != hex(checksum(perSet)))
    throw bad("checksum mismatch");
  return perSet;
}

} // namespace loom::reorder
