// `loom-mesh info`: a summary of any mesh file loom-mesh reads: its sets,
// maps, dats and consts (or element counts) with sizes and value ranges.
#pragma once

#include <ostream>
#include <string>

namespace loom::tools {

void printMeshSummary(const std::string &path, std::ostream &out);

} // namespace loom::tools
