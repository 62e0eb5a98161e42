// Temporaries of OutputFile (loom/fileio/output_file.h): removed when the
// process is ended by SIGINT or SIGTERM, and those of processes that no
// longer run removed before the next write of the same target.
#pragma once

#include <string>

namespace loom::fileio {

// The temporary for `target` in `folder`: folder/.NAME.tmp.PID.
std::string temporaryName(const std::string &folder, const std::string &target);

// Registers `path` for removal on SIGINT/SIGTERM (installing the handler the
// first time, where the signal still has its default action) and at exit().
// Returns a slot for forgetTemporary, or -1 when every slot is taken (then the
// temporary is only removed by the next write of its target). `path` must stay
// alive until forgotten.
int rememberTemporary(const std::string &path);
void forgetTemporary(int slot);

// Removes folder/.NAME.tmp.PID files of `target` whose PID is not a running
// process.
void removeStaleTemporaries(const std::string &folder,
                            const std::string &target);

} // namespace loom::fileio
