// TextScanner: a fast line-aware tokenizer over a whole file held in memory,
// used by the mesh readers. Numbers are parsed with std::from_chars; every
// error is reported as a MeshError carrying FILE:LINE.
#pragma once

#include <string>
#include <string_view>

namespace loom::io {

class TextScanner {
public:
  // Reads the whole file; throws MeshError if it cannot be opened or read.
  explicit TextScanner(const std::string &path);
  // Scans `text` (no file access); `path` is used only in messages.
  TextScanner(const std::string &path, std::string text);

  const std::string &path() const noexcept { return path_; }
  int line() const noexcept { return line_; }

  // Names the record being read, for messages: "<what> of <entity> <index>".
  // Costs nothing (no formatting unless an error is reported). `entity` must
  // outlive the scan (use string literals); nullptr clears the record.
  void setRecord(const char *entity, long long index, int nvalues) noexcept {
    entity_ = entity;
    index_ = index;
    nvalues_ = nvalues;
  }

  // Next token on the current line, parsed as a number. `what` names the
  // value in error messages (e.g. "x" -> "x of node 17"). Throws if the line
  // ends first (truncated record), at end of file, or if the token is not a
  // number (one optional sign: "+-1" is rejected; so are "1.5x", "0x10").
  // nextDouble rejects non-finite values (nan, inf) too. A bad token is
  // reported as FILE:LINE:COLUMN.
  long long nextInt(const char *what);
  double nextDouble(const char *what);
  // How many records of `valuesPerRecord` values the rest of the file can
  // hold at most (a value takes at least one character, and a separator
  // before the next). Readers size arrays by min(header count, this), never
  // by the header count alone, and grow them as records arrive: a 16-byte
  // file announcing 2^31 nodes allocates nothing and fails at its end.
  long long recordsThatFit(int valuesPerRecord) const noexcept {
    return (static_cast<long long>(end_ - p_) + 1) / 2 / valuesPerRecord;
  }
  // min(count, recordsThatFit(valuesPerRecord)) as a size for reserve().
  size_t reserveFor(long long count, int valuesPerRecord) const noexcept {
    const long long fit = recordsThatFit(valuesPerRecord);
    return static_cast<size_t>(count < fit ? (count > 0 ? count : 0) : fit);
  }
  // Next whitespace-delimited token on the current line (same errors).
  std::string_view nextToken(const char *what);

  // Requires that the rest of the current line is blank and moves to the
  // start of the next line. Throws "unexpected token 'T' after <record>".
  void endLine();

  // "<what> of <entity> <index>" or just "<what>" when no record is set.
  std::string describe(const char *what) const;
  // "<entity> <index>" or "" when no record is set.
  std::string recordName() const;
  // Skips the rest of the current line, whatever it holds.
  void skipLine();
  // Skips blank lines; true if only whitespace remains in the file.
  bool atEnd();
  // Rest of the current line with surrounding blanks removed (does not
  // advance past the line end; call skipLine/endLine afterwards).
  std::string_view restOfLine();
  // Skips blank lines, returns the next line trimmed, and moves past it.
  // Returns false at end of file.
  bool nextLine(std::string_view &out);

  [[noreturn]] void fail(const std::string &what) const;
  [[noreturn]] void failAt(int line, const std::string &what) const;
  // FILE:LINE:COLUMN of `token` (a view into the current line).
  [[noreturn]] void failToken(std::string_view token,
                              const std::string &what) const;

private:
  std::string_view tokenOrFail(const char *what);
  void newLine(const char *start) noexcept {
    ++line_;
    lineStart_ = start;
  }

  std::string path_;
  std::string text_;
  const char *p_;
  const char *end_;
  const char *lineStart_;
  int line_ = 1;
  const char *entity_ = nullptr;
  long long index_ = 0;
  int nvalues_ = 0;
};

// Quote a token for an error message, shortened if very long.
std::string quoteToken(std::string_view tok);

} // namespace loom::io
