// A loop's plan that the loom::plan builders reject (an owner-computes
// plan or a staging list whose entries would pass INT_MAX, say): the
// backends build plans through buildPlanOrExit, so that the program stops
// with one line naming the call site and the loop, as a loop's own checks
// do, and never with an exception that no one catches.
#pragma once

#include <stdexcept>
#include <string>

namespace loom {

// The call site given to the LoopScope of the loop call in progress on this
// thread ("app.cpp:120", from loomc), or null (none given, or no call in
// progress).
char const *currentLoopSite();

// Ends the program (exit status 1) with one line: "loom: error: <site>:
// plan of loop '<loop>': <why>".
[[noreturn]] void planFailed(char const *loop, const std::string &why);

// Returns `build()` (a loop's plan), or calls planFailed when it throws
// std::invalid_argument.
template <typename Build>
decltype(auto) buildPlanOrExit(char const *loop, Build &&build) {
  try {
    return build();
  } catch (const std::invalid_argument &e) {
    planFailed(loop, e.what());
  }
}

} // namespace loom
