// Escaping for user strings (loop, kernel, dat and file names, source
// expressions) that land in generated C++: every generator and the rewriter
// go through these, so no user text can end a comment or a literal early.
// Comments and literals written through them stay ASCII.
#pragma once

#include <string>
#include <string_view>

namespace loom::translator::codegen {

// `text` as a C++ string literal, quotes included, that evaluates to the same
// bytes: \ and " escaped, \n \t \r by name, other control characters and
// bytes >= 0x7f as three-digit octal escapes (never run into a following
// digit), and "??" broken so that no trigraph forms.
std::string cppStringLiteral(std::string_view text);

// `text` as adjacent string literals of at most about `width` characters
// each, one per line, broken after spaces: a long message in generated code.
std::string stringLiteralLines(std::string_view text, size_t width);

// `text` made safe inside a `//` comment and still readable: printable ASCII
// is kept, except that a backslash becomes \x5c (a backslash at the end of a
// line would join the next line to the comment); \n \t \r are written by
// name and other bytes (and a '?' after a '?', which could start the trigraph
// ??/) as \xNN. The result has no newline and never ends in a backslash.
std::string commentText(std::string_view text);

// `text` on one line for a comment: runs of whitespace (newlines included)
// become one space, then commentText. For source expressions written across
// several lines.
std::string commentExpr(std::string_view text);

// Whether `name` can stand between the quotes of an #include "..." line:
// printable ASCII without " or \ (the standard leaves those undefined).
bool isIncludableName(std::string_view name);

// `name` made an identifier fragment: every character other than
// [A-Za-z0-9_] becomes '_'. Callers keep the result unique.
std::string identifierFragment(std::string_view name);

// `qualified` (`a::b::k`) with each `::` replaced by `separator`: the parts
// of a name in a namespace joined into one identifier.
std::string joinedScopes(std::string_view qualified,
                         std::string_view separator);

// The identifier `name` in ASCII, for what nvcc must name (device
// functions and __constant__ variables may not have universal characters):
// each byte of a UTF-8 character becomes _xHH, so `größe` becomes
// `gr_xc3_xb6_xc3_x9fe`; an ASCII name is unchanged.
std::string asciiIdentifier(std::string_view name);

} // namespace loom::translator::codegen
