// In sanitizer builds (LOOM_SANITIZE), loomc tells LeakSanitizer about the
// one leak that is Clang's, not Loom's: Sema keeps template-deduction
// failure details in a SmallVector inside objects of the ASTContext's bump
// allocator, whose destructors never run (Clang 19; details in
// tests/fuzz/loomc_frontend_fuzz.lsan.supp, which the fuzzer uses). Any
// source whose template deduction fails shows it — Airfoil does, through
// op_decl_dat's overloads — so without this every translation in a
// sanitizer build would fail. LeakSanitizer calls these hooks at start.
#if defined(__SANITIZE_ADDRESS__)
extern "C" const char *__lsan_default_suppressions() {
  return "leak:clang::MakeDeductionFailureInfo\n"
         "leak:llvm::SmallVectorBase<unsigned int>::grow_pod\n";
}
// ... quietly: the table of suppressed leaks would follow every translation.
extern "C" const char *__lsan_default_options() {
  return "print_suppressions=0";
}
#endif
