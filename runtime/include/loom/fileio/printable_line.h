// A message as one line that a terminal shows as it is. Error messages quote
// what programs and files hold (a token of a mesh file, a dat's name), which
// may be any bytes: a line break would split the message, a NUL cut it short
// and an escape sequence (ESC, or a C1 control such as 0x9b) act on the
// terminal. Header-only: the lowest layer (fileio) and the error lines of
// every program (loom/core/guarded_main.h) use it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace loom {

namespace detail {

// The length of the UTF-8 character that starts at `at`, or 0 where the
// bytes there are not one (a stray continuation byte, an overlong form, a
// surrogate, past U+10FFFF, cut short).
inline size_t utf8Length(std::string_view text, size_t at) {
  const auto byte = [&](size_t i) {
    return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0u;
  };
  const unsigned lead = byte(0);
  size_t length = 0;
  unsigned low = 0x80, high = 0xbf; // the second byte's range
  if (lead >= 0xc2 && lead <= 0xdf) {
    length = 2;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    low = lead == 0xe0 ? 0xa0 : 0x80;
    high = lead == 0xed ? 0x9f : 0xbf;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    low = lead == 0xf0 ? 0x90 : 0x80;
    high = lead == 0xf4 ? 0x8f : 0xbf;
  } else {
    return 0;
  }
  if (byte(1) < low || byte(1) > high)
    return 0;
  for (size_t i = 2; i < length; ++i)
    if (byte(i) < 0x80 || byte(i) > 0xbf)
      return 0;
  return length;
}

} // namespace detail

// What printableLine is given.
enum class PrintableForm {
  // A message: line breaks become spaces, the tab stays, trailing blanks go.
  Message,
  // A name or path quoted exactly (loomc's messages): every control byte,
  // the tab too, is an escape, a line break written `\n`; nothing is dropped.
  Verbatim,
};

// `message` on one line: line breaks as `form` says; other control bytes
// (C0, DEL, the C1 controls U+0080-U+009F) and bytes that are not UTF-8
// become \xNN; printable ASCII and UTF-8 text (a name in UTF-8) stay.
inline std::string printableLine(std::string_view message,
                                 PrintableForm form = PrintableForm::Message) {
  static constexpr char digits[] = "0123456789abcdef";
  const bool verbatim = form == PrintableForm::Verbatim;
  std::string line;
  line.reserve(message.size());
  for (size_t at = 0; at < message.size();) {
    const auto c = static_cast<unsigned char>(message[at]);
    if (c == '\n' && verbatim) {
      line += "\\n";
      ++at;
      continue;
    }
    if ((c == '\n' || c == '\r') && !verbatim) {
      line += ' ';
      ++at;
      continue;
    }
    if ((c == '\t' && !verbatim) || (c >= 0x20 && c < 0x7f)) {
      line += static_cast<char>(c);
      ++at;
      continue;
    }
    const size_t length = detail::utf8Length(message, at);
    const bool c1 = length == 2 && c == 0xc2 &&
                    static_cast<unsigned char>(message[at + 1]) < 0xa0;
    if (length > 0 && !c1) {
      line.append(message.substr(at, length));
      at += length;
      continue;
    }
    line += "\\x";
    line += digits[c >> 4];
    line += digits[c & 15];
    ++at;
  }
  while (!verbatim && !line.empty() &&
         (line.back() == ' ' || line.back() == '\t'))
    line.pop_back();
  return line;
}

} // namespace loom
