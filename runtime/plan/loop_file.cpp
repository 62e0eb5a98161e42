#include "loom/plan/loop_file.h"

#include "loom/fileio/bounded_read.h"
#include "loom/fileio/output_file.h"

#include <nlohmann/json.hpp>

#include <climits>
#include <cstdint>
#include <map>
#include <stdexcept>

namespace loom::plan {

namespace {

// `value` as an int, when it is a JSON integer within int's range
// (nlohmann's get<int> would wrap 2^32 + 9 to 9 and cut 1.5 to 1, a
// silently different loop).
bool asInt(const nlohmann::json &value, int &out) {
  if (value.is_number_unsigned()) {
    if (value.get<std::uint64_t>() > static_cast<std::uint64_t>(INT_MAX))
      return false;
    out = static_cast<int>(value.get<std::uint64_t>());
    return true;
  }
  if (!value.is_number_integer())
    return false;
  const std::int64_t v = value.get<std::int64_t>();
  if (v < INT_MIN || v > INT_MAX)
    return false;
  out = static_cast<int>(v);
  return true;
}

[[noreturn]] void notAnInt(const std::string &what,
                           const nlohmann::json &value) {
  throw std::runtime_error(what + " is " + value.dump(-1, ' ', true) +
                           ", not an integer from " + std::to_string(INT_MIN) +
                           " to " + std::to_string(INT_MAX));
}

int intAt(const nlohmann::json &object, const char *key,
          const std::string &where = "") {
  const nlohmann::json &value = object.at(key);
  int out = 0;
  if (!asInt(value, out))
    notAnInt(where + "\"" + key + "\"", value);
  return out;
}

std::vector<int> intsAt(const nlohmann::json &object, const char *key,
                        const std::string &where = "") {
  const nlohmann::json &array = object.at(key);
  if (!array.is_array())
    throw std::runtime_error(where + "\"" + key + "\" is not an array");
  std::vector<int> values(array.size());
  for (size_t i = 0; i < array.size(); ++i)
    if (!asInt(array[i], values[i]))
      notAnInt(where + "\"" + key + "\"[" + std::to_string(i) + "]", array[i]);
  return values;
}

} // namespace

void writeLoopFile(const std::string &path, const std::string &loop,
                   const std::string &set, const LoopAccess &access) {
  nlohmann::json doc{{"loom_loop", 1},
                     {"loop", loop},
                     {"set", set},
                     {"set_size", access.setSize},
                     {"direct_elem_bytes", access.directElemBytes},
                     {"maps", nlohmann::json::array()},
                     {"accesses", nlohmann::json::array()}};
  std::map<int, int> mapIndex; // mapId -> position in "maps"
  for (const IndirectAccess &a : access.accesses) {
    auto [it, fresh] =
        mapIndex.emplace(a.mapId, static_cast<int>(mapIndex.size()));
    if (fresh)
      doc["maps"].push_back(
          {{"dim", a.dim},
           {"to_size", a.toSize},
           {"entries",
            std::vector<int>(
                a.map, a.map + static_cast<size_t>(access.setSize) * a.dim)}});
    doc["accesses"].push_back({{"map", it->second},
                               {"idx", a.idx},
                               {"writes", a.writes},
                               {"elem_bytes", a.elemBytes},
                               {"dat", a.datId}});
  }
  try {
    fileio::writeOutputFile(path, doc.dump() + "\n");
  } catch (const fileio::OutputError &e) {
    throw std::runtime_error(e.what());
  }
}

LoopFile readLoopFile(const std::string &path) {
  std::string text;
  try {
    text = fileio::readInputFile(path);
  } catch (const fileio::InputError &e) {
    throw std::runtime_error(e.what());
  }
  nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
  int version = 0;
  if (doc.is_discarded() || !doc.is_object() || !doc.contains("loom_loop") ||
      !asInt(doc["loom_loop"], version) || version != 1)
    throw std::runtime_error(
        path + ": not a loop file (write one with LOOM_DUMP_LOOPS=dir)");
  LoopFile file;
  try {
    file.loop = doc.at("loop").get<std::string>();
    file.set = doc.at("set").get<std::string>();
    file.access.setSize = intAt(doc, "set_size");
    file.access.directElemBytes = intsAt(doc, "direct_elem_bytes");
    const auto &maps = doc.at("maps");
    std::vector<std::pair<int, int>> shapes; // dim, to_size
    for (const auto &m : maps) {
      const std::string where =
          "map " + std::to_string(file.maps.size()) + ": ";
      file.maps.push_back(intsAt(m, "entries", where));
      shapes.emplace_back(intAt(m, "dim", where), intAt(m, "to_size", where));
      if (shapes.back().first < 1 ||
          file.maps.back().size() !=
              static_cast<size_t>(file.access.setSize) * shapes.back().first)
        throw std::runtime_error("map " + std::to_string(file.maps.size() - 1) +
                                 " has " +
                                 std::to_string(file.maps.back().size()) +
                                 " entries, not set_size x dim");
    }
    for (const auto &a : doc.at("accesses")) {
      const std::string where =
          "access " + std::to_string(file.access.accesses.size()) + ": ";
      const int m = intAt(a, "map", where);
      if (m < 0 || m >= static_cast<int>(file.maps.size()))
        throw std::runtime_error("an access names map " + std::to_string(m) +
                                 ", which does not exist");
      file.access.accesses.push_back(
          {file.maps[m].data(), shapes[m].first, shapes[m].second,
           intAt(a, "idx", where), a.at("writes").get<bool>(),
           intAt(a, "elem_bytes", where), intAt(a, "dat", where), m});
    }
    checkLoopAccess(file.access);
  } catch (const nlohmann::json::exception &e) {
    throw std::runtime_error(path + ": malformed loop file (" +
                             std::string(e.what()) + ")");
  } catch (const std::exception &e) {
    throw std::runtime_error(path + ": " + e.what());
  }
  return file;
}

} // namespace loom::plan
