#include "loom/plan/loop_file.h"

#include "loom/fileio/bounded_read.h"
#include "loom/fileio/output_file.h"

#include <nlohmann/json.hpp>

#include <map>
#include <stdexcept>

namespace loom::plan {

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
  if (doc.is_discarded() || !doc.is_object() || doc.value("loom_loop", 0) != 1)
    throw std::runtime_error(
        path + ": not a loop file (write one with LOOM_DUMP_LOOPS=dir)");
  LoopFile file;
  try {
    file.loop = doc.at("loop").get<std::string>();
    file.set = doc.at("set").get<std::string>();
    file.access.setSize = doc.at("set_size").get<int>();
    file.access.directElemBytes =
        doc.at("direct_elem_bytes").get<std::vector<int>>();
    const auto &maps = doc.at("maps");
    std::vector<std::pair<int, int>> shapes; // dim, to_size
    for (const auto &m : maps) {
      file.maps.push_back(m.at("entries").get<std::vector<int>>());
      shapes.emplace_back(m.at("dim").get<int>(), m.at("to_size").get<int>());
      if (shapes.back().first < 1 ||
          file.maps.back().size() !=
              static_cast<size_t>(file.access.setSize) * shapes.back().first)
        throw std::runtime_error("map " + std::to_string(file.maps.size() - 1) +
                                 " has " +
                                 std::to_string(file.maps.back().size()) +
                                 " entries, not set_size x dim");
    }
    for (const auto &a : doc.at("accesses")) {
      const int m = a.at("map").get<int>();
      if (m < 0 || m >= static_cast<int>(file.maps.size()))
        throw std::runtime_error("an access names map " + std::to_string(m) +
                                 ", which does not exist");
      file.access.accesses.push_back(
          {file.maps[m].data(), shapes[m].first, shapes[m].second,
           a.at("idx").get<int>(), a.at("writes").get<bool>(),
           a.at("elem_bytes").get<int>(), a.at("dat").get<int>(), m});
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
