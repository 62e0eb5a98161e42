#include "frontend/located_report.h"

#include "loom/fileio/printable_line.h"

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticIDs.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/Basic/FileManager.h>
#include <clang/Basic/LangOptions.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>

namespace loom::translator {

void reportErrorAt(const SourceLocation &where, std::string_view message,
                   llvm::raw_ostream &os) {
  const std::string text = printableLine(message, PrintableForm::Verbatim);
  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> options(
      new clang::DiagnosticOptions());
  clang::TextDiagnosticPrinter printer(os, options.get());
  clang::DiagnosticsEngine engine(
      llvm::IntrusiveRefCntPtr<clang::DiagnosticIDs>(new clang::DiagnosticIDs),
      options, &printer, /*ShouldOwnClient=*/false);
  clang::FileManager files{clang::FileSystemOptions()};
  clang::SourceManager sources(engine, files);
  engine.setSourceManager(&sources);
  clang::OptionalFileEntryRef file =
      where.file.empty() ? std::nullopt : files.getOptionalFileRef(where.file);
  if (!file || where.line == 0) {
    if (where.file.empty())
      os << "loom: error: " << text << "\n";
    else
      os << printableLine(where.file, PrintableForm::Verbatim) << ":"
         << where.line
         << (where.column > 0 ? ":" + std::to_string(where.column) : "")
         << ": error: " << text << "\n";
    return;
  }
  const clang::FileID id = sources.createFileID(*file, clang::SourceLocation(),
                                                clang::SrcMgr::C_User);
  const clang::SourceLocation loc = sources.translateLineCol(
      id, where.line, where.column > 0 ? where.column : 1);
  clang::LangOptions language;
  printer.BeginSourceFile(language, nullptr);
  const unsigned diag =
      engine.getCustomDiagID(clang::DiagnosticsEngine::Error, "%0");
  engine.Report(loc, diag) << text;
  printer.EndSourceFile();
}

} // namespace loom::translator
