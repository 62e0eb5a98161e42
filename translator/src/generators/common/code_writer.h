// A tiny template renderer for generated C++, so that each backend's template
// reads like the code it produces.
//
// Templates are raw strings with {{placeholder}} fields:
//   - a value with several lines is indented like the line the placeholder
//     sits on, so a block of statements can be dropped into a function body;
//   - a line holding nothing but a placeholder whose value is empty
//     disappears (optional sections);
//   - a value can be a Layout, called with the column the placeholder starts
//     at, for statements that wrap at 80 columns the way clang-format would;
//   - an unknown placeholder is a bug in the generator and throws.
// After rendering, runs of blank lines collapse to one, and blank lines just
// inside braces are removed.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace loom::translator::codegen {

// Text laid out for the column at which it starts.
using Layout = std::function<std::string(int column)>;

class Value {
public:
  Value(std::string text) : value_(std::move(text)) {}
  Value(const char *text) : value_(std::string(text)) {}
  Value(Layout layout) : value_(std::move(layout)) {}
  std::string text(int column) const;
  // A Layout's text is already laid out for its column.
  bool isLayout() const { return std::holds_alternative<Layout>(value_); }

private:
  std::variant<std::string, Layout> value_;
};

using Vars = std::map<std::string, Value, std::less<>>;

std::string render(std::string_view tmpl, const Vars &vars);

// A Layout rendering `tmpl` (a template shared by several others, such as a
// common prologue) at the column where its placeholder stands: its lines are
// indented to that column, and Layouts inside it see their real column.
// `tmpl` must outlive the Layout (templates are constexpr strings).
Layout fragment(std::string_view tmpl, Vars vars);

// `head` followed by the comma-separated items and `tail`, e.g.
//   wrapList("res_calc(", {"a", "b"}, ");", column)
// On one line when it fits in `width` columns; otherwise continuation lines
// are aligned after `head`, or (when that does not fit either) indented four
// columns past `column` with the break right after `head`. Lines after the
// first are prefixed with spaces up to their column; the first is not.
std::string wrapList(std::string_view head,
                     const std::vector<std::string> &items,
                     std::string_view tail, int column, int width = 80);

// A Layout for wrapList, to be placed at a placeholder.
Layout wrapped(std::string head, std::vector<std::string> items,
               std::string tail);

// A Layout joining several Layouts, one per line, all at the same column.
Layout lines(std::vector<Layout> parts);

// "// <heading>" followed by `lines`, one per line; empty when there are no
// lines (so a template's placeholder line disappears).
std::string section(std::string_view heading,
                    const std::vector<std::string> &lines);

// A Layout of `text` (a statement, maybe of several lines) with the lines
// after its first indented to the column it starts at.
Layout indented(std::string text);

// `text` as "// " comment lines of at most `width` columns, broken between
// words (a word longer than a line gets a line of its own).
std::string commentLines(std::string_view text, int width = 80);

// A Layout of commentLines(text), as wide as the column it starts at
// leaves of 80.
Layout comment(std::string text);

} // namespace loom::translator::codegen
