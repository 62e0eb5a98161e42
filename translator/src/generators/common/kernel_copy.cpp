#include "generators/common/kernel_copy.h"

#include "generators/program_generator.h"

#include <algorithm>
#include <cctype>
#include <functional>

namespace loom::translator::codegen {

namespace {

bool identStart(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}
bool identChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

} // namespace

std::string renameIdentifiers(const std::string &text,
                              const std::map<std::string, std::string> &renames,
                              std::set<std::string> &used) {
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      size_t end = text.find('\n', i);
      end = end == std::string::npos ? text.size() : end;
      out.append(text, i, end - i);
      i = end;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      size_t end = text.find("*/", i + 2);
      end = end == std::string::npos ? text.size() : end + 2;
      out.append(text, i, end - i);
      i = end;
    } else if (c == '"' || c == '\'') {
      size_t end = i + 1;
      while (end < text.size() && text[end] != c)
        end += text[end] == '\\' ? 2 : 1;
      end = std::min(end + 1, text.size());
      out.append(text, i, end - i);
      i = end;
    } else if (identStart(c)) {
      size_t end = i;
      while (end < text.size() && identChar(text[end]))
        ++end;
      std::string word = text.substr(i, end - i);
      // A member (`.gam`, `->gam`) is not the global.
      const bool member = (i > 0 && text[i - 1] == '.') ||
                          (i > 1 && text[i - 1] == '>' && text[i - 2] == '-');
      auto it = renames.find(word);
      if (it != renames.end() && !member) {
        out += it->second;
        used.insert(word);
      } else {
        out += word;
      }
      i = end;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      size_t end = i;
      while (end < text.size() && (identChar(text[end]) || text[end] == '.'))
        ++end;
      out.append(text, i, end - i);
      i = end;
    } else {
      out += c;
      ++i;
    }
  }
  return out;
}

std::string scaledSubscripts(const KernelModel &kernel,
                             const std::map<size_t, std::string> &factors,
                             const std::string &addedParams) {
  std::multimap<size_t, std::string, std::greater<>> inserts;
  const auto outside = [&](size_t at) { return at > kernel.definition.size(); };
  for (const auto &[k, factor] : factors) {
    const KernelParam &p = kernel.params.at(k);
    for (const TextSpan &s : p.subscripts) {
      if (outside(s.end) || s.begin > s.end)
        throw GeneratorError("kernel '" + kernel.name + "': a subscript of '" +
                             p.name + "' lies outside its definition");
      // `q[1]`, `q[d]`: `q[1 * f]`; anything longer in parentheses.
      const bool token =
          std::all_of(kernel.definition.begin() + s.begin,
                      kernel.definition.begin() + s.end, identChar);
      inserts.emplace(s.begin, token ? "" : "(");
      inserts.emplace(s.end, (token ? " * " : ") * ") + factor);
    }
  }
  if (!addedParams.empty()) {
    if (outside(kernel.paramsEnd))
      throw GeneratorError("kernel '" + kernel.name +
                           "': the end of its parameter list lies outside "
                           "its definition");
    inserts.emplace(kernel.paramsEnd, addedParams);
  }
  std::string out = kernel.definition;
  for (const auto &[at, text] : inserts)
    out.insert(at, text);
  return out;
}

} // namespace loom::translator::codegen
