// loom::checkStandardOutputAtExit: a program whose standard output could not
// all be written (a full disk, a file-size limit, a closed descriptor) does
// not end with status 0. stdio reports a failed write only through ferror,
// so a program printing its residuals into a file on a full disk would exit
// 0 with the file cut short: a silent wrong answer. op_init and guardedMain
// register the check; a program with neither calls it itself.
#pragma once

#include <cstdio>
#include <string>

namespace loom {

// Flushes `stream` and says why a write to it failed: empty when every write
// succeeded, else the reason (strerror of the flush, or "a write failed"
// when an earlier write failed and the stream has no reason left to give).
std::string streamWriteFailure(std::FILE *stream);

// Registers, once per process, a handler that runs at exit: when a write to
// stdout (or std::cout) failed, it prints "loom: error: standard output:
// <reason>; what the program printed is incomplete", flushes the other
// stdio streams and ends the process with status 1.
void checkStandardOutputAtExit();

} // namespace loom
