// The CUDA backends' device layout of each dat: arrays of structs (value d
// of element n at [n * dim + d], as on the host) or struct of arrays (at
// [d * stride + n]: consecutive threads, consecutive elements, read
// consecutive words of each value, so direct loads coalesce). Chosen once
// per translated source over all its loops, so that every loop of it sees a
// dat in one layout; the runtime converts a device copy when a loop from
// another source asks for the other layout (loom/backend/cuda/device_data.h).
#pragma once

#include "model/loop_model.h"

#include <optional>
#include <string_view>

namespace loom::translator {

// Which dats of dim > 1 get the struct-of-arrays layout, besides those whose
// op_arg_dat type string says so ("double:soa", as in OP2):
enum class SoaPolicy {
  None,   // only those
  Direct, // also dats every loop of the source reaches directly (default)
  All     // every dat (OP2's OP_AUTO_SOA)
};

// "none", "direct", "all".
std::optional<SoaPolicy> parseSoaPolicy(std::string_view text);

// Sets DatModel::soa in every loop of `program`. A dat keeps arrays of
// structs when some kernel using it cannot be rewritten for the other
// layout (KernelParam::otherUse, a vector argument); when that dat's type
// string asked for ":soa", DatModel::layoutError says why, for the CUDA
// generators to report.
void chooseDeviceLayouts(ProgramModel &program, SoaPolicy policy);

} // namespace loom::translator
