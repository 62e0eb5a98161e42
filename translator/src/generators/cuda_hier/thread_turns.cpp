#include "generators/cuda_hier/thread_turns.h"

namespace loom::translator::codegen::cuda_hier {

using cuda::indentBy;

bool needsTurns(bool kernelInTurns, const std::vector<std::string> &apply) {
  return kernelInTurns || !apply.empty();
}

std::vector<cuda::LaunchParam> turnParams() {
  return {{"const int *__restrict__ thread_colour", "device_plan.threadColour"},
          {"const int *__restrict__ nthread_colours",
           "device_plan.nthreadColours"}};
}

ElementRun threadTurns(const std::string &element,
                       const std::vector<std::string> &apply,
                       bool kernelInTurns) {
  ElementRun run;
  if (!kernelInTurns)
    run.beforeTurns = "if (active) {\n  " + indentBy(element, 2) + "\n}";
  if (!needsTurns(kernelInTurns, apply))
    return run;
  std::string body;
  if (kernelInTurns)
    body += "\n    " + indentBy(element, 4);
  for (const std::string &a : apply)
    body += "\n    " + indentBy(a, 4);
  run.turns = "// Writes through maps, one thread colour at a time: threads "
              "of one colour\n// never write the same element.\n"
              "const int my_colour = active ? thread_colour[position] : -1;\n"
              "for (int c = 0; c < nthread_colours[block]; ++c) {\n"
              "  if (my_colour == c) {" +
              body +
              "\n  }\n"
              "  __syncthreads();\n"
              "}";
  return run;
}

} // namespace loom::translator::codegen::cuda_hier
