#include "generators/common/kernel_copy.h"

#include "generators/program_generator.h"

#include <algorithm>
#include <cctype>
#include <functional>

namespace loom::translator::codegen {

namespace {

// Identifiers as Clang reads them: `$` and the bytes of UTF-8 characters
// (`größe`) belong to them.
bool identStart(char c) {
  const auto byte = static_cast<unsigned char>(c);
  return std::isalpha(byte) || c == '_' || c == '$' || byte >= 0x80;
}
bool identChar(char c) {
  return identStart(c) || std::isdigit(static_cast<unsigned char>(c));
}

enum class Piece { Other, Identifier, Member };

// Calls `piece(begin, end, kind)` for each piece of `text` in order:
// comments, string and character literals, numbers and other characters
// are Other; a member (`.gam`, `->gam`) is an identifier of its own kind.
void scanPieces(const std::string &text,
                const std::function<void(size_t, size_t, Piece)> &piece) {
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    size_t end = i + 1;
    Piece kind = Piece::Other;
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      end = text.find('\n', i);
      end = end == std::string::npos ? text.size() : end;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      end = text.find("*/", i + 2);
      end = end == std::string::npos ? text.size() : end + 2;
    } else if (c == '"' || c == '\'') {
      while (end < text.size() && text[end] != c)
        end += text[end] == '\\' ? 2 : 1;
      end = std::min(end + 1, text.size());
    } else if (identStart(c)) {
      while (end < text.size() && identChar(text[end]))
        ++end;
      const bool member = (i > 0 && text[i - 1] == '.') ||
                          (i > 1 && text[i - 1] == '>' && text[i - 2] == '-');
      kind = member ? Piece::Member : Piece::Identifier;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      while (end < text.size() && (identChar(text[end]) || text[end] == '.'))
        ++end;
    }
    piece(i, end, kind);
    i = end;
  }
}

} // namespace

std::string renameIdentifiers(const std::string &text,
                              const std::map<std::string, std::string> &renames,
                              std::set<std::string> &used) {
  std::string out;
  scanPieces(text, [&](size_t begin, size_t end, Piece kind) {
    const std::string_view piece(text.data() + begin, end - begin);
    auto it = kind == Piece::Identifier ? renames.find(std::string(piece))
                                        : renames.end();
    if (it != renames.end()) {
      out += it->second;
      used.insert(it->first);
    } else {
      out += piece;
    }
  });
  return out;
}

std::set<std::string> identifiersIn(const std::string &text) {
  std::set<std::string> words;
  scanPieces(text, [&](size_t begin, size_t end, Piece kind) {
    if (kind != Piece::Other)
      words.insert(text.substr(begin, end - begin));
  });
  return words;
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
