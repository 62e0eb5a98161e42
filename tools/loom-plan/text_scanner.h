// Line-oriented scanning of a whole text file, with FILE:LINE errors.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace loom::tools {

class TextScanner {
public:
  explicit TextScanner(const std::string &path); // throws when unreadable

  // Moves to the next line (skipping blank lines when skipBlank); false at
  // end of file.
  bool nextLine(bool skipBlank = true);
  // Next line or an error naming `what` was expected.
  void expectLine(const char *what);
  std::string_view line() const { return line_; }
  int lineNumber() const { return lineNo_; }

  // Tokens of the current line, left to right.
  bool hasToken();
  int64_t nextInt(const char *what);
  double nextDouble(const char *what);
  std::string_view nextWord(const char *what);
  // Error if the current line has tokens left.
  void expectEnd();

  [[noreturn]] void fail(const std::string &what) const;

private:
  std::string path_;
  std::string text_;
  size_t pos_ = 0; // start of the next line in text_
  int lineNo_ = 0; // current line, 1-based
  std::string_view line_;
  size_t col_ = 0; // next token position in line_
};

} // namespace loom::tools
