#include "text_scanner.h"

#include <charconv>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace loom::tools {

TextScanner::TextScanner(const std::string &path) : path_(path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    throw std::runtime_error(path + ": cannot open");
  std::ostringstream ss;
  ss << in.rdbuf();
  text_ = std::move(ss).str();
}

bool TextScanner::nextLine(bool skipBlank) {
  while (pos_ < text_.size()) {
    const size_t end = text_.find('\n', pos_);
    const size_t stop = end == std::string::npos ? text_.size() : end;
    line_ = std::string_view(text_).substr(pos_, stop - pos_);
    if (!line_.empty() && line_.back() == '\r')
      line_.remove_suffix(1);
    pos_ = end == std::string::npos ? text_.size() : end + 1;
    ++lineNo_;
    col_ = 0;
    if (!skipBlank || line_.find_first_not_of(" \t") != std::string_view::npos)
      return true;
  }
  line_ = {};
  ++lineNo_;
  return false;
}

void TextScanner::expectLine(const char *what) {
  if (!nextLine())
    fail(std::string("unexpected end of file, expected ") + what);
}

bool TextScanner::hasToken() {
  while (col_ < line_.size() && (line_[col_] == ' ' || line_[col_] == '\t'))
    ++col_;
  return col_ < line_.size();
}

std::string_view TextScanner::nextWord(const char *what) {
  if (!hasToken())
    fail(std::string("expected ") + what + ", found end of line");
  const size_t start = col_;
  while (col_ < line_.size() && line_[col_] != ' ' && line_[col_] != '\t')
    ++col_;
  return line_.substr(start, col_ - start);
}

int64_t TextScanner::nextInt(const char *what) {
  const std::string_view w = nextWord(what);
  int64_t v = 0;
  auto [p, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
  if (ec != std::errc() || p != w.data() + w.size())
    fail(std::string("expected integer ") + what + ", found '" +
         std::string(w) + "'");
  return v;
}

double TextScanner::nextDouble(const char *what) {
  const std::string_view w = nextWord(what);
  double v = 0;
  auto [p, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
  if (ec != std::errc() || p != w.data() + w.size())
    fail(std::string("expected number ") + what + ", found '" + std::string(w) +
         "'");
  return v;
}

void TextScanner::expectEnd() {
  if (hasToken())
    fail("unexpected '" + std::string(nextWord("")) + "' at end of line");
}

void TextScanner::fail(const std::string &what) const {
  throw std::runtime_error(path_ + ":" + std::to_string(lineNo_) + ": " + what);
}

} // namespace loom::tools
