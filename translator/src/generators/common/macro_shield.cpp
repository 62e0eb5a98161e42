#include "generators/common/macro_shield.h"

#include "generators/common/kernel_copy.h"

#include <string_view>
#include <vector>

namespace loom::translator::codegen {

namespace {

// Marks no source holds, each on a line of its own.
constexpr std::string_view kBegin = "\x01loom-user-text{\x01";
constexpr std::string_view kEnd = "\x01}loom-user-text\x01";

struct Piece {
  size_t begin, end; // bytes of the code
  bool user;         // between a begin and an end mark (marks excluded)
};

// The line holding `at`: [start, after its newline).
std::pair<size_t, size_t> lineAround(const std::string &code, size_t at) {
  const size_t newline = at == 0 ? std::string::npos : code.rfind('\n', at);
  const size_t start = newline == std::string::npos ? 0 : newline + 1;
  const size_t next = code.find('\n', at);
  return {start, next == std::string::npos ? code.size() : next + 1};
}

// `code` cut at its marks; the marks' lines belong to no piece.
std::vector<Piece> pieces(const std::string &code) {
  std::vector<Piece> out;
  size_t at = 0;
  bool user = false;
  while (true) {
    const size_t mark = code.find(user ? kEnd : kBegin, at);
    if (mark == std::string::npos) {
      out.push_back({at, code.size(), user});
      return out;
    }
    const auto [start, next] = lineAround(code, mark);
    out.push_back({at, start, user});
    at = next;
    user = !user;
  }
}

void addIdentifiers(std::set<std::string> &to, const std::string &text) {
  to.merge(identifiersIn(text));
}

// Identifiers the user wrote that generated code repeats as written.
std::set<std::string> userWords(const ProgramModel &program) {
  std::set<std::string> words;
  auto addConst = [&](const ConstModel &c) {
    addIdentifiers(words, c.name);
    addIdentifiers(words, c.type);
  };
  for (const ConstModel &c : program.consts)
    addConst(c);
  for (const LoopModel &loop : program.loops) {
    addIdentifiers(words, loop.setExpr);
    const KernelModel &k = loop.kernel;
    addIdentifiers(words, k.name);
    addIdentifiers(words, k.callee);
    for (const KernelParam &p : k.params) {
      addIdentifiers(words, p.name);
      addIdentifiers(words, p.type);
      addIdentifiers(words, p.pointee);
    }
    for (const HelperFunction &h : k.helpers) {
      addIdentifiers(words, h.name);
      addIdentifiers(words, h.enclosingNamespace);
    }
    for (const GlobalRead &g : k.globals)
      addConst(g.value);
    for (const ArgModel &a : loop.args) {
      addIdentifiers(words, a.datExpr);
      addIdentifiers(words, a.mapExpr);
      addIdentifiers(words, a.type);
      addIdentifiers(words, a.cType);
    }
    for (const MapModel &m : loop.maps)
      addIdentifiers(words, m.expr);
    for (const ConstModel &c : loop.consts)
      addConst(c);
  }
  return words;
}

std::string pragmaLines(const std::set<std::string> &names,
                        std::string_view pragma, bool undefine) {
  std::string lines;
  for (const std::string &name : names) {
    lines += "#pragma ";
    lines += pragma;
    lines += "(\"" + name + "\")\n";
    if (undefine)
      lines += "#undef " + name + "\n";
  }
  return lines;
}

} // namespace

std::string userText(const std::string &text) {
  std::string marked(kBegin);
  marked += "\n" + text + "\n";
  marked += kEnd;
  return marked;
}

std::set<std::string> clashingMacros(const ProgramModel &program,
                                     const std::string &code) {
  std::set<std::string> written;
  for (const Piece &p : pieces(code))
    if (!p.user)
      addIdentifiers(written, code.substr(p.begin, p.end - p.begin));
  const std::set<std::string> user = userWords(program);
  std::set<std::string> clashing;
  for (const std::string &name : program.userMacros)
    if (written.count(name) && !user.count(name))
      clashing.insert(name);
  return clashing;
}

std::string resolveUserText(const std::string &code,
                            const std::set<std::string> &shielded) {
  std::string out;
  for (const Piece &p : pieces(code)) {
    const std::string text = code.substr(p.begin, p.end - p.begin);
    if (!p.user) {
      out += text;
      continue;
    }
    // All of them: a macro the text names may expand to another.
    out += unshieldLines(shielded) + text + shieldLines(shielded);
  }
  return out;
}

std::string shieldLines(const std::set<std::string> &shielded) {
  return pragmaLines(shielded, "push_macro", true);
}

std::string unshieldLines(const std::set<std::string> &shielded) {
  return pragmaLines(shielded, "pop_macro", false);
}

} // namespace loom::translator::codegen
