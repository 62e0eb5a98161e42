#include "generators/common/code_writer.h"

#include <stdexcept>

namespace loom::translator::codegen {

std::string Value::text(int column) const {
  if (const auto *text = std::get_if<std::string>(&value_))
    return *text;
  return std::get<Layout>(value_)(column);
}

namespace {

std::vector<std::string_view> splitLines(std::string_view text) {
  std::vector<std::string_view> out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) {
      if (start < text.size())
        out.push_back(text.substr(start));
      break;
    }
    out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

std::string_view trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t");
  if (b == std::string_view::npos)
    return {};
  size_t e = s.find_last_not_of(" \t");
  return s.substr(b, e - b + 1);
}

// Indents every non-empty line after the first by `indent`.
std::string indentFollowing(std::string_view text, std::string_view indent) {
  std::string out;
  bool first = true;
  for (std::string_view line : splitLines(text)) {
    if (!first) {
      out += '\n';
      // Preprocessor lines (#pragma) stay at column 0.
      if (!line.empty() && line.front() != '#')
        out += indent;
    }
    out += line;
    first = false;
  }
  return out;
}

// Takes up to `columns` leading spaces off every line after the first.
std::string dedentFollowing(std::string_view text, int columns) {
  if (columns <= 0)
    return std::string(text);
  std::string out;
  bool first = true;
  for (std::string_view line : splitLines(text)) {
    if (!first) {
      out += '\n';
      size_t cut = 0;
      while (cut < line.size() && cut < static_cast<size_t>(columns) &&
             line[cut] == ' ')
        ++cut;
      line.remove_prefix(cut);
    }
    out += line;
    first = false;
  }
  return out;
}

int currentColumn(const std::string &line) {
  size_t nl = line.rfind('\n');
  return static_cast<int>(nl == std::string::npos ? line.size()
                                                  : line.size() - nl - 1);
}

// One blank line at most; none at the start, after an opening brace or
// before a closing one; no trailing spaces.
std::string tidy(std::string_view text) {
  std::vector<std::string> out;
  for (std::string_view raw : splitLines(text)) {
    std::string_view line = raw.substr(0, raw.find_last_not_of(" \t") + 1);
    if (raw.find_first_not_of(" \t") == std::string_view::npos)
      line = {};
    if (line.empty()) {
      if (out.empty() || out.back().empty() || out.back().back() == '{')
        continue;
    } else if (trim(line).front() == '}' && !out.empty() &&
               out.back().empty()) {
      out.pop_back();
    }
    out.emplace_back(line);
  }
  while (!out.empty() && out.back().empty())
    out.pop_back();
  std::string result;
  for (const std::string &line : out) {
    result += line;
    result += '\n';
  }
  return result;
}

// render() for a template whose lines start at column `base`.
std::string renderAt(std::string_view tmpl, const Vars &vars, int base) {
  if (!tmpl.empty() && tmpl.front() == '\n')
    tmpl.remove_prefix(1);
  std::string out;
  for (std::string_view line : splitLines(tmpl)) {
    std::string_view indent = line.substr(0, line.find_first_not_of(" \t"));
    if (indent.size() == line.size())
      indent = {};
    std::string rendered;
    bool onlyPlaceholder = false;
    bool sawEmptyValue = false;
    size_t pos = 0;
    while (pos < line.size()) {
      size_t open = line.find("{{", pos);
      if (open == std::string_view::npos) {
        rendered += line.substr(pos);
        break;
      }
      size_t close = line.find("}}", open + 2);
      if (close == std::string_view::npos)
        throw std::logic_error("template: unterminated placeholder in line '" +
                               std::string(line) + "'");
      rendered += line.substr(pos, open - pos);
      std::string_view name = line.substr(open + 2, close - open - 2);
      auto it = vars.find(name);
      if (it == vars.end())
        throw std::logic_error("template: no value for {{" + std::string(name) +
                               "}}");
      std::string value = it->second.text(base + currentColumn(rendered));
      onlyPlaceholder = trim(line) == line.substr(open, close + 2 - open);
      sawEmptyValue = value.empty();
      // A Layout lays its lines out for its absolute column; inside a
      // fragment (base > 0) the fragment indents every line by `base`
      // afterwards, so take that much off here.
      rendered += it->second.isLayout() ? dedentFollowing(value, base)
                                        : indentFollowing(value, indent);
      pos = close + 2;
    }
    if (onlyPlaceholder && sawEmptyValue)
      continue;
    out += rendered;
    out += '\n';
  }
  return tidy(out);
}

} // namespace

std::string render(std::string_view tmpl, const Vars &vars) {
  return renderAt(tmpl, vars, 0);
}

Layout fragment(std::string_view tmpl, Vars vars) {
  return [tmpl, vars = std::move(vars)](int column) {
    std::string text = renderAt(tmpl, vars, column);
    while (!text.empty() && text.back() == '\n')
      text.pop_back();
    return indentFollowing(text, std::string(column, ' '));
  };
}

std::string wrapList(std::string_view head,
                     const std::vector<std::string> &items,
                     std::string_view tail, int column, int width) {
  std::string oneLine(head);
  for (size_t i = 0; i < items.size(); ++i) {
    if (i)
      oneLine += ", ";
    oneLine += items[i];
  }
  oneLine += tail;
  if (items.empty() || column + static_cast<int>(oneLine.size()) <= width)
    return oneLine;

  // Packs the items greedily, continuation lines starting at `lineColumn`;
  // `firstColumn` is where the first item starts. Returns false when a line
  // had to overflow `width`.
  auto pack = [&](int firstColumn, int lineColumn, bool breakAfterHead,
                  std::string &text) {
    bool fits = true;
    text.assign(head);
    int col = firstColumn;
    bool lineEmpty = !breakAfterHead;
    if (breakAfterHead) {
      col = lineColumn;
      lineEmpty = true;
    }
    bool first = true;
    for (size_t i = 0; i < items.size(); ++i) {
      std::string piece = items[i];
      piece += (i + 1 == items.size()) ? std::string(tail) : std::string(",");
      int needed = static_cast<int>(piece.size()) + (lineEmpty ? 0 : 1);
      bool newLine =
          (first && breakAfterHead) || (!lineEmpty && col + needed > width);
      if (newLine) {
        text += '\n';
        text.append(static_cast<size_t>(lineColumn), ' ');
        col = lineColumn;
        lineEmpty = true;
        needed = static_cast<int>(piece.size());
      }
      if (!lineEmpty)
        text += ' ';
      text += piece;
      col += needed;
      if (col > width)
        fits = false;
      lineEmpty = false;
      first = false;
    }
    return fits;
  };

  std::string text;
  int aligned = column + static_cast<int>(head.size());
  if (pack(aligned, aligned, false, text))
    return text;
  pack(aligned, column + 4, true, text);
  return text;
}

Layout wrapped(std::string head, std::vector<std::string> items,
               std::string tail) {
  return [head = std::move(head), items = std::move(items),
          tail = std::move(tail)](int column) {
    return wrapList(head, items, tail, column);
  };
}

Layout lines(std::vector<Layout> parts) {
  return [parts = std::move(parts)](int column) {
    std::string out;
    for (size_t i = 0; i < parts.size(); ++i) {
      if (i) {
        out += '\n';
        out.append(static_cast<size_t>(column), ' ');
      }
      out += parts[i](column);
    }
    return out;
  };
}

std::string section(std::string_view heading,
                    const std::vector<std::string> &lines) {
  if (lines.empty())
    return {};
  std::string out = "// " + std::string(heading);
  for (const std::string &line : lines)
    out += "\n" + line;
  return out;
}

std::string commentLines(std::string_view text, int width) {
  std::string out, line;
  size_t at = 0;
  while (at < text.size()) {
    size_t end = text.find(' ', at);
    if (end == std::string_view::npos)
      end = text.size();
    const std::string_view word = text.substr(at, end - at);
    if (!line.empty() &&
        static_cast<int>(line.size() + 1 + word.size()) > width - 3) {
      out += "// " + line + "\n";
      line.clear();
    }
    if (!word.empty()) {
      if (!line.empty())
        line += ' ';
      line += word;
    }
    at = end + 1;
  }
  return out + "// " + line;
}

namespace {
std::string indentedAt(const std::string &text, int column) {
  std::string out;
  for (char c : text) {
    out += c;
    if (c == '\n')
      out.append(static_cast<size_t>(column), ' ');
  }
  return out;
}
} // namespace

Layout indented(std::string text) {
  return
      [text = std::move(text)](int column) { return indentedAt(text, column); };
}

Layout comment(std::string text) {
  return [text = std::move(text)](int column) {
    return indentedAt(commentLines(text, 80 - column), column);
  };
}

} // namespace loom::translator::codegen
