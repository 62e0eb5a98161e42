#include "loom/io/text_scanner.h"

#include "loom/fileio/bounded_read.h"
#include "loom/fileio/input_files.h"
#include "loom/fileio/printable_line.h"
#include "loom/io/mesh_error.h"

#include <sys/stat.h>

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <new>
#include <system_error>

namespace loom::io {

namespace {

inline bool isBlank(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

std::string readWholeFile(const std::string &path) {
  struct stat st{};
  if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
    throw MeshError(path, 0, "is a directory, not a mesh file");
  try {
    fileio::noteInput(path); // no output may replace it
    return fileio::readInputFile(path);
  } catch (const fileio::InputError &e) {
    throw MeshError(path, 0, e.reason());
  }
}

} // namespace

std::string quoteToken(std::string_view tok) {
  constexpr size_t kMax = 40;
  // Escaped here already: what() would end the message at a NUL byte.
  std::string s = "'";
  s += printableLine(tok.substr(0, kMax));
  if (tok.size() > kMax)
    s += "...";
  s += "'";
  return s;
}

TextScanner::TextScanner(const std::string &path)
    : TextScanner(path, readWholeFile(path)) {}

TextScanner::TextScanner(const std::string &path, std::string text)
    : path_(path), text_(std::move(text)), p_(text_.data()),
      end_(text_.data() + text_.size()), lineStart_(p_) {}

void TextScanner::fail(const std::string &what) const {
  throw MeshError(path_, line_, what);
}
void TextScanner::failAt(int line, const std::string &what) const {
  throw MeshError(path_, line, what);
}
void TextScanner::failToken(std::string_view token,
                            const std::string &what) const {
  throw MeshError(path_, line_, what,
                  static_cast<int>(token.data() - lineStart_) + 1);
}

std::string TextScanner::recordName() const {
  if (!entity_)
    return std::string();
  return std::string(entity_) + " " + std::to_string(index_);
}

std::string TextScanner::describe(const char *what) const {
  if (!entity_)
    return what;
  return std::string(what) + " of " + recordName();
}

std::string_view TextScanner::tokenOrFail(const char *what) {
  while (p_ < end_ && isBlank(*p_))
    ++p_;
  if (p_ == end_)
    fail("unexpected end of file: expected " + describe(what));
  if (*p_ == '\n')
    fail("line ends early: expected " + describe(what));
  const char *b = p_;
  while (p_ < end_ && !isBlank(*p_) && *p_ != '\n')
    ++p_;
  return std::string_view(b, static_cast<size_t>(p_ - b));
}

std::string_view TextScanner::nextToken(const char *what) {
  return tokenOrFail(what);
}

// Skips one leading '+'; a sign may not follow it ("+-1", "++1").
static const char *skipPlus(const char *b, const char *e) {
  if (b < e && *b == '+') {
    ++b;
    if (b < e && (*b == '+' || *b == '-'))
      return nullptr;
  }
  return b;
}

long long TextScanner::nextInt(const char *what) {
  std::string_view tok = tokenOrFail(what);
  const char *b = skipPlus(tok.data(), tok.data() + tok.size());
  const char *e = tok.data() + tok.size();
  if (!b)
    failToken(tok, "expected an integer for " + describe(what) + ", got " +
                       quoteToken(tok));
  long long v = 0;
  auto [ptr, ec] = std::from_chars(b, e, v);
  if (ec == std::errc::result_out_of_range)
    failToken(tok, "integer " + quoteToken(tok) + " out of range for " +
                       describe(what));
  if (ec != std::errc() || ptr != e || b == e)
    failToken(tok, "expected an integer for " + describe(what) + ", got " +
                       quoteToken(tok));
  return v;
}

double TextScanner::nextDouble(const char *what) {
  std::string_view tok = tokenOrFail(what);
  const char *b = skipPlus(tok.data(), tok.data() + tok.size());
  const char *e = tok.data() + tok.size();
  if (!b)
    failToken(tok, "expected a number for " + describe(what) + ", got " +
                       quoteToken(tok));
  double v = 0;
  auto [ptr, ec] = std::from_chars(b, e, v);
  if (ec == std::errc::result_out_of_range)
    failToken(tok, "number " + quoteToken(tok) + " out of range for " +
                       describe(what));
  if (ec != std::errc() || ptr != e || b == e)
    failToken(tok, "expected a number for " + describe(what) + ", got " +
                       quoteToken(tok));
  if (!std::isfinite(v))
    failToken(tok,
              "non-finite value " + quoteToken(tok) + " for " + describe(what));
  return v;
}

void TextScanner::endLine() {
  while (p_ < end_ && isBlank(*p_))
    ++p_;
  if (p_ == end_)
    return;
  if (*p_ != '\n') {
    const char *b = p_;
    while (p_ < end_ && !isBlank(*p_) && *p_ != '\n')
      ++p_;
    const std::string_view token(b, static_cast<size_t>(p_ - b));
    const std::string tok = quoteToken(token);
    if (!entity_)
      failToken(token, "unexpected token " + tok + " at end of line");
    failToken(token, "unexpected token " + tok + " after " + recordName() +
                         " (" + std::to_string(nvalues_) +
                         " values expected on its line)");
  }
  ++p_;
  newLine(p_);
}

void TextScanner::skipLine() {
  const void *nl = std::memchr(p_, '\n', static_cast<size_t>(end_ - p_));
  if (!nl) {
    p_ = end_;
    return;
  }
  p_ = static_cast<const char *>(nl) + 1;
  newLine(p_);
}

bool TextScanner::atEnd() {
  for (;;) {
    while (p_ < end_ && isBlank(*p_))
      ++p_;
    if (p_ == end_)
      return true;
    if (*p_ != '\n')
      return false;
    ++p_;
    newLine(p_);
  }
}

std::string_view TextScanner::restOfLine() {
  while (p_ < end_ && isBlank(*p_))
    ++p_;
  const char *b = p_;
  const char *e = b;
  while (e < end_ && *e != '\n')
    ++e;
  while (e > b && isBlank(e[-1]))
    --e;
  return std::string_view(b, static_cast<size_t>(e - b));
}

bool TextScanner::nextLine(std::string_view &out) {
  if (atEnd())
    return false;
  out = restOfLine();
  skipLine();
  return true;
}

} // namespace loom::io
