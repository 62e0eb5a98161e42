// Parsing of per-loop strategy choices (LOOM_STRATEGY, LOOM_STRATEGY_FILE).
#include "loom/core/strategy_spec.h"

#include "loom/core/error.h"
#include "loom/core/whole_number.h"
#include "loom/fileio/bounded_read.h"
#include "loom/fileio/input_files.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>

namespace loom {

namespace {

std::string joined(const std::vector<std::string> &names) {
  std::string out;
  for (const std::string &n : names)
    out += (out.empty() ? "" : ", ") + n;
  return out;
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
    s.remove_suffix(1);
  return s;
}

} // namespace

std::string StrategyChoice::text() const {
  return param > 0 ? name + ":" + std::to_string(param) : name;
}

StrategyChoice parseStrategyChoice(std::string_view text,
                                   std::string_view origin,
                                   const std::vector<std::string> &valid) {
  text = trimmed(text);
  StrategyChoice choice;
  const size_t colon = text.find(':');
  choice.name = std::string(trimmed(text.substr(0, colon)));
  if (std::find(valid.begin(), valid.end(), choice.name) == valid.end())
    throw Error(std::string(origin) + ": unknown strategy '" + choice.name +
                "' (valid: " + joined(valid) + ")");
  if (colon != std::string_view::npos) {
    const std::optional<long long> param =
        wholeNumber(trimmed(text.substr(colon + 1)), 1, 1 << 24);
    if (!param)
      throw Error(std::string(origin) + ": strategy '" + std::string(text) +
                  "': the parameter after ':' must be an integer in 1.." +
                  std::to_string(1 << 24));
    choice.param = static_cast<int>(*param);
  }
  return choice;
}

StrategySpec StrategySpec::parse(std::string_view list, std::string_view origin,
                                 const std::vector<std::string> &valid) {
  StrategySpec spec;
  while (!trimmed(list).empty()) {
    const size_t comma = list.find(',');
    std::string_view item = trimmed(list.substr(0, comma));
    list = comma == std::string_view::npos ? std::string_view()
                                           : list.substr(comma + 1);
    const size_t eq = item.find('=');
    std::string loop(trimmed(item.substr(0, eq)));
    if (eq == std::string_view::npos || loop.empty())
      throw Error(std::string(origin) + ": expected loop=strategy, got '" +
                  std::string(item) + "'");
    spec.perSet_ |= loop.find('@') != std::string::npos;
    spec.choices_[loop] =
        parseStrategyChoice(item.substr(eq + 1), origin, valid);
  }
  return spec;
}

StrategySpec StrategySpec::readFile(const std::string &path,
                                    const std::vector<std::string> &valid) {
  std::string text;
  try {
    fileio::noteInput(path); // no output may replace it
    text = fileio::readInputFile(path);
  } catch (const fileio::InputError &e) {
    throw Error("LOOM_STRATEGY_FILE: " + std::string(e.what()));
  }
  nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
  if (doc.is_discarded() || !doc.is_object())
    throw Error(path + ": expected a JSON object of loop: strategy");
  StrategySpec spec;
  for (const auto &[loop, value] : doc.items()) {
    if (!value.is_string())
      throw Error(path + ": loop '" + loop +
                  "': the strategy must be a string such as \"block:256\"");
    spec.perSet_ |= loop.find('@') != std::string::npos;
    spec.choices_[loop] =
        parseStrategyChoice(value.get<std::string>(), path, valid);
  }
  return spec;
}

void StrategySpec::merge(const StrategySpec &other) {
  for (const auto &[loop, choice] : other.choices_)
    choices_[loop] = choice;
  perSet_ |= other.perSet_;
}

const StrategyChoice *StrategySpec::find(std::string_view loop) const {
  if (auto it = choices_.find(loop); it != choices_.end())
    return &it->second;
  if (auto it = choices_.find(std::string_view("*")); it != choices_.end())
    return &it->second;
  return nullptr;
}

const StrategyChoice *StrategySpec::find(std::string_view loop,
                                         std::string_view set) const {
  if (perSet_) {
    std::string key(loop);
    key.append("@").append(set);
    if (auto it = choices_.find(key); it != choices_.end())
      return &it->second;
  }
  return find(loop);
}

std::vector<std::string> StrategySpec::loops() const {
  std::vector<std::string> out;
  for (const auto &[loop, choice] : choices_)
    if (loop != "*")
      out.push_back(loop);
  return out;
}

} // namespace loom
