#include "rewrite/main_file_rewriter.h"

#include "generators/common/escaping.h"

#include <clang/Tooling/Core/Replacement.h>

#include <map>
#include <vector>

namespace loom::translator {

namespace {

namespace tooling = clang::tooling;

// Edits to the main file. Insertions at one offset are joined in the order
// made, and go in front of a replacement that starts there, so that the order
// of edits never depends on tooling::Replacements' rules (an empty file has
// every insertion at offset 0).
class ReplacementList {
public:
  explicit ReplacementList(const FileAnalysis &analysis)
      : file_(analysis.model.mainFile) {}

  void replace(unsigned begin, unsigned end, const std::string &text) {
    replacements_.push_back({begin, end, text});
  }
  void insert(unsigned at, const std::string &text) { insertions_[at] += text; }

  llvm::Expected<std::string> apply(llvm::StringRef code) {
    tooling::Replacements all;
    for (Edit &edit : replacements_) {
      auto before = insertions_.find(edit.begin);
      if (before != insertions_.end()) {
        edit.text = before->second + edit.text;
        insertions_.erase(before);
      }
    }
    for (const auto &[at, text] : insertions_)
      replacements_.push_back({at, at, text});
    for (const Edit &edit : replacements_)
      if (llvm::Error e = all.add(tooling::Replacement(
              file_, edit.begin, edit.end - edit.begin, edit.text)))
        return e;
    return tooling::applyAllReplacements(code, all);
  }

private:
  struct Edit {
    unsigned begin, end;
    std::string text;
  };
  std::string file_;
  std::vector<Edit> replacements_;
  std::map<unsigned, std::string> insertions_;
};

// The length of a UTF-8 byte-order mark opening `content` (0 without one):
// the banner goes after it, so the BOM still opens the file.
unsigned bomLength(const std::string &content) {
  return content.starts_with("\xEF\xBB\xBF") ? 3 : 0;
}

// The text that goes after the line at `lineEnd`: a newline first when that
// line ends the file without one.
std::string afterLine(const std::string &content, unsigned lineEnd,
                      const std::string &text) {
  bool needsNewline = lineEnd == content.size() && !content.empty() &&
                      content.back() != '\n' && content.back() != '\r';
  return (needsNewline ? "\n" : "") + text;
}

// A #line directive giving the source's line `line` to the line after it,
// so that the user's code keeps its own file and line numbers in the
// generated file (std::source_location, assert, compiler messages).
std::string lineDirective(const RewriteInputs &inputs, unsigned line) {
  if (inputs.sourcePath.empty())
    return "";
  return "#line " + std::to_string(line) + " " +
         codegen::cppStringLiteral(inputs.sourcePath) + "\n";
}

// The number of the source line that starts at offset `at`. Lines end at
// "\n", "\r\n" or a lone "\r", as Clang reads them.
unsigned lineStartingAt(const std::string &content, unsigned at) {
  unsigned line = 1;
  for (unsigned i = 0; i < at; ++i)
    if (content[i] == '\n' || (content[i] == '\r' && (i + 1 >= content.size() ||
                                                      content[i + 1] != '\n')))
      ++line;
  return line;
}

// The line breaks `content` holds between `begin` and `end`, as written:
// what replaces removed text so that the lines after it keep their numbers.
std::string keptNewlines(const std::string &content, unsigned begin,
                         unsigned end) {
  std::string breaks;
  for (unsigned i = begin; i < end; ++i)
    if (content[i] == '\n' || content[i] == '\r')
      breaks += content[i];
  return breaks;
}

// The offset where the line holding `at` starts.
unsigned lineStartOf(const std::string &content, unsigned at) {
  size_t newline = content.find_last_of("\r\n", at == 0 ? 0 : at - 1);
  if (at == 0 || newline == std::string::npos)
    return 0;
  return static_cast<unsigned>(newline + 1);
}

// The call's later lines moved by the columns its renamed callee moves the
// arguments, so that lines aligned with an argument stay aligned:
//   op_par_loop(save_soln, "save_soln", cells,
//               op_arg_dat(p_q, ...));
// becomes
//   op_par_loop_save_soln("save_soln", cells,
//                         op_arg_dat(p_q, ...));
// Only lines indented with spaces, at least as far as the kernel argument,
// move; a callee and kernel on different lines, or tabs before the kernel,
// leave the layout alone. Only blanks change, so line numbers hold.
void realignArguments(const std::string &content, const LoopCallSite &site,
                      const std::string &function, ReplacementList &edits) {
  const unsigned first = lineStartOf(content, site.calleeBegin);
  const std::string before = content.substr(first, site.kernelBegin - first);
  if (before.find_first_of("\t\r\n") != std::string::npos)
    return;
  const long column = static_cast<long>(before.size());
  const long shift = static_cast<long>(function.size()) -
                     static_cast<long>(site.calleeEnd - site.calleeBegin);
  if (shift == 0)
    return;
  for (const TextRange &indent : site.lineIndents) {
    const long width = static_cast<long>(indent.end - indent.begin);
    if (width < column || content.find('\t', indent.begin) < indent.end)
      continue;
    edits.replace(indent.begin, indent.end,
                  std::string(static_cast<size_t>(width + shift), ' '));
  }
}

} // namespace

llvm::Expected<std::string> rewriteMainFile(const FileAnalysis &analysis,
                                            const RewriteInputs &inputs) {
  const std::string &content = analysis.content;
  if (!codegen::isIncludableName(inputs.loopsHeaderName))
    return llvm::createStringError(
        "the generated header name " +
        codegen::cppStringLiteral(inputs.loopsHeaderName) +
        " cannot be written in an #include (use printable ASCII without "
        "quotes or backslashes in the source file name)");
  std::string banner = "// Generated by loomc from " +
                       codegen::commentText(inputs.sourceName) +
                       ". Do not edit: changes are overwritten.\n";
  const unsigned start = bomLength(content);
  ReplacementList edits(analysis);
  edits.insert(start, banner);
  auto declarationsAfter = [&](unsigned lineEnd) {
    edits.insert(
        lineEnd,
        afterLine(content, lineEnd,
                  inputs.declarations +
                      lineDirective(inputs, lineStartingAt(content, lineEnd))));
  };
  if (const std::optional<IncludeSite> &opSeq = analysis.opSeqInclude) {
    edits.insert(start, lineDirective(inputs, 1));
    edits.replace(opSeq->begin, opSeq->end, "#include \"op_lib_cpp.h\"");
    declarationsAfter(opSeq->lineEnd);
  } else if (const std::optional<IncludeSite> &last = analysis.lastInclude) {
    edits.insert(start, lineDirective(inputs, 1));
    declarationsAfter(last->lineEnd);
  } else {
    edits.insert(start, inputs.declarations + lineDirective(inputs, 1));
  }

  for (size_t i = 0; i < analysis.callSites.size(); ++i) {
    const LoopCallSite &site = analysis.callSites[i];
    edits.replace(site.calleeBegin, site.calleeEnd,
                  analysis.model.loops[i].function);
    realignArguments(content, site, analysis.model.loops[i].function, edits);
    if (site.commaBegin == site.kernelEnd) {
      edits.replace(site.kernelBegin, site.commaEnd,
                    keptNewlines(content, site.kernelBegin, site.commaEnd));
    } else { // comments between the kernel and its comma stay
      edits.replace(site.kernelBegin, site.kernelEnd,
                    keptNewlines(content, site.kernelBegin, site.kernelEnd));
      edits.replace(site.commaBegin, site.commaEnd,
                    keptNewlines(content, site.commaBegin, site.commaEnd));
    }
  }

  unsigned end = static_cast<unsigned>(content.size());
  edits.insert(end,
               afterLine(content, end,
                         "\n#include \"" + inputs.loopsHeaderName + "\"\n"));
  return edits.apply(content);
}

} // namespace loom::translator
