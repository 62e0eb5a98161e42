#include "generators/common/escaping.h"

#include <cctype>

namespace loom::translator::codegen {

namespace {

constexpr char kHex[] = "0123456789abcdef";

bool isPrintableAscii(unsigned char c) { return c >= 0x20 && c < 0x7f; }

// \n, \t, \r by name; nullptr for the others.
const char *namedEscape(char c) {
  switch (c) {
  case '\n':
    return "\\n";
  case '\t':
    return "\\t";
  case '\r':
    return "\\r";
  default:
    return nullptr;
  }
}

} // namespace

std::string cppStringLiteral(std::string_view text) {
  std::string out = "\"";
  char previous = 0;
  for (char c : text) {
    unsigned char u = static_cast<unsigned char>(c);
    if (const char *named = namedEscape(c)) {
      out += named;
    } else if (c == '\\' || c == '"') {
      out += '\\';
      out += c;
    } else if (c == '?' && previous == '?') {
      out += "\\?";
    } else if (isPrintableAscii(u)) {
      out += c;
    } else {
      out += '\\';
      out += static_cast<char>('0' + (u >> 6));
      out += static_cast<char>('0' + ((u >> 3) & 7));
      out += static_cast<char>('0' + (u & 7));
    }
    previous = c;
  }
  return out + "\"";
}

std::string commentText(std::string_view text) {
  std::string out;
  char previous = 0;
  for (char c : text) {
    unsigned char u = static_cast<unsigned char>(c);
    bool trigraph = c == '?' && previous == '?';
    previous = c;
    if (const char *named = namedEscape(c)) {
      out += named;
    } else if (c != '\\' && !trigraph && isPrintableAscii(u)) {
      out += c;
    } else {
      out += "\\x";
      out += kHex[u >> 4];
      out += kHex[u & 15];
    }
  }
  return out;
}

std::string commentExpr(std::string_view text) {
  std::string flat;
  bool space = false;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !flat.empty();
      continue;
    }
    if (space)
      flat += ' ';
    space = false;
    flat += c;
  }
  return commentText(flat);
}

bool isIncludableName(std::string_view name) {
  if (name.empty())
    return false;
  for (char c : name)
    if (!isPrintableAscii(static_cast<unsigned char>(c)) || c == '"' ||
        c == '\\')
      return false;
  return true;
}

std::string identifierFragment(std::string_view name) {
  std::string out;
  for (char c : name)
    out += std::isalnum(static_cast<unsigned char>(c)) && c >= 0 ? c : '_';
  return out;
}

std::string joinedScopes(std::string_view qualified,
                         std::string_view separator) {
  std::string out;
  for (size_t at = 0; at < qualified.size(); ++at)
    if (qualified.substr(at, 2) == "::") {
      out += separator;
      ++at;
    } else {
      out += qualified[at];
    }
  return out;
}

std::string asciiIdentifier(std::string_view name) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string out;
  for (char c : name) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x80) {
      out += c;
      continue;
    }
    out += "_x";
    out += digits[byte >> 4];
    out += digits[byte & 0xf];
  }
  return out;
}

std::string stringLiteralLines(std::string_view text, size_t width) {
  std::string out;
  while (!text.empty()) {
    size_t cut = text.size();
    if (cut > width) {
      const size_t space = text.rfind(' ', width);
      cut = space == std::string_view::npos || space == 0 ? width : space + 1;
    }
    if (!out.empty())
      out += '\n';
    out += cppStringLiteral(text.substr(0, cut));
    text.remove_prefix(cut);
  }
  return out.empty() ? cppStringLiteral("") : out;
}

} // namespace loom::translator::codegen
