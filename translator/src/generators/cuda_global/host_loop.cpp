#include "generators/cuda_global/host_loop.h"

#include "generators/common/code_writer.h"
#include "generators/common/loop_layout.h"
#include "generators/seq/seq_loop.h"

#include <vector>

namespace loom::translator::codegen::cuda_global {

namespace {

constexpr std::string_view kHostLoop = R"cpp(
{{sequential}}

// {{reason}}
// It runs on the host, in reference order, on host copies brought up to date.
{{signature}}
  {{args_array}}
  loom::cuda::onHost(args, {{nargs}});
  {{call}}
  loom::cuda::writtenOnHost(args, {{nargs}});
}
)cpp";

} // namespace

std::string hostLoop(const LoopModel &loop, const std::string &reason) {
  LoopModel onHost = loop;
  onHost.function = loop.function + "_on_host";
  LoopLayout layout = layoutLoop(loop, ReductionStyle::InPlace);
  std::vector<std::string> callArgs = {"name", "set"};
  for (size_t k = 0; k < loop.args.size(); ++k)
    callArgs.push_back("arg" + std::to_string(k));
  return render(kHostLoop,
                {{"sequential", seq::sequentialLoop(onHost, {})},
                 {"reason", reason},
                 {"signature", layout.signature(") {")},
                 {"args_array", layout.argsArray},
                 {"nargs", std::to_string(layout.nargs)},
                 {"call", wrapped(onHost.function + "(", callArgs, ");")}});
}

} // namespace loom::translator::codegen::cuda_global
