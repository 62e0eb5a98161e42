#include "loom/core/tuning_file.h"

#include "loom/core/error.h"
#include "loom/fileio/bounded_read.h"
#include "loom/fileio/output_file.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <set>
#include <system_error>

namespace loom {

namespace {

void fnv(std::uint64_t &h, const void *data, size_t bytes) {
  const unsigned char *p = static_cast<const unsigned char *>(data);
  for (size_t i = 0; i < bytes; ++i) {
    h ^= p[i];
    h *= 1099511628211ull;
  }
}

} // namespace

TuningFile::TuningFile(std::string path) : path_(std::move(path)) {
  std::error_code ec;
  if (!std::filesystem::exists(path_, ec))
    return; // no file yet: everything is tuned in this run
  std::string text;
  try {
    text = fileio::readInputFile(path_);
  } catch (const fileio::InputError &e) {
    fatal(std::string("LOOM_TUNING_FILE: ") + e.what());
  }
  nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
  bool valid = !doc.is_discarded() && doc.is_object();
  for (auto it = valid ? doc.begin() : doc.end(); it != doc.end(); ++it)
    valid &= it.value().is_string();
  // Never rewritten then: it may be another file named by mistake.
  if (!valid)
    fatal("LOOM_TUNING_FILE: " + path_ +
          ": not a tuning file (a JSON object of loop: strategy "
          "strings); remove it or name another file");
  for (const auto &[key, value] : doc.items())
    entries_[key] = value.get<std::string>();
}

const std::string *TuningFile::find(const std::string &key) const {
  auto it = entries_.find(key);
  return it == entries_.end() ? nullptr : &it->second;
}

void TuningFile::save(const std::string &key, const std::string &strategy) {
  if (strategy.empty())
    entries_.erase(key);
  else
    entries_[key] = strategy;
  nlohmann::json doc = nlohmann::json::object();
  for (const auto &[k, value] : entries_)
    doc[k] = value;
  try {
    fileio::writeOutputFile(path_, doc.dump(2) + "\n");
  } catch (const fileio::OutputError &e) {
    fatal(std::string("LOOM_TUNING_FILE: ") + e.what());
  }
}

std::uint64_t loopMeshHash(op_set set, const op_arg *args, int nargs) {
  std::uint64_t h = 14695981039346656037ull;
  fnv(h, &set->size, sizeof set->size);
  if (set->name) // a loop on two sets of one size (multigrid levels)
    fnv(h, set->name, std::strlen(set->name));
  std::set<op_map> seen;
  for (int i = 0; i < nargs; ++i) {
    op_map map = args[i].map;
    if (!map || !seen.insert(map).second || !map->map)
      continue;
    fnv(h, &map->dim, sizeof map->dim);
    fnv(h, map->map,
        sizeof(int) * static_cast<size_t>(map->from->size) *
            static_cast<size_t>(map->dim));
  }
  return h;
}

std::string tuningKey(const char *loop, op_set set, const op_arg *args,
                      int nargs) {
  char hex[17];
  std::snprintf(
      hex, sizeof hex, "%016llx",
      static_cast<unsigned long long>(loopMeshHash(set, args, nargs)));
  return std::string(loop) + "@" + hex;
}

} // namespace loom
