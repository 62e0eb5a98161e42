// A CUDA setting read from the environment that is one of two words
// (LOOM_CUDA_SYNC, LOOM_CUDA_UPLOAD). Private to runtime/backends/cuda.
#pragma once

namespace loom::cuda {

// True when `name` is unset, empty or `first`, false when it is `second`;
// anything else ends the program with one error line: "NAME: expected
// FIRST or SECOND, got 'VALUE'".
bool twoWordSetting(const char *name, const char *first, const char *second);

} // namespace loom::cuda
