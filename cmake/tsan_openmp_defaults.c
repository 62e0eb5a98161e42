/* Linked into every executable of a LOOM_TSAN build (cmake/LoomTsan.cmake).
 * LLVM's libomp is not instrumented: ThreadSanitizer must ignore the
 * accesses it makes itself (ignore_noninstrumented_modules), and learns the
 * ordering OpenMP's barriers, reductions and tasks impose from the archer
 * tool (linked in statically). Archer also checks that TSAN_OPTIONS names
 * the option, so it is set in the environment when the user has not set
 * TSAN_OPTIONS. */
#include <stdlib.h>

const char *__tsan_default_options(void) {
  return "ignore_noninstrumented_modules=1";
}

__attribute__((constructor)) static void loom_tsan_openmp_environment(void) {
  setenv("TSAN_OPTIONS", "ignore_noninstrumented_modules=1", 0);
}
