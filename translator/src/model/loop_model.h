// The loop model: what the front end learns about a program's op_par_loops,
// in plain structs. Generators read only this; they never see the Clang AST.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace loom::translator {

struct SourceLocation {
  std::string file;
  unsigned line = 0;
  unsigned column = 0;
};

enum class ArgKind { Dat, Gbl, Idx, Info };

enum class Access { Read, Write, ReadWrite, Inc, Min, Max };

// How an op_arg_dat reaches its data.
enum class MapKind {
  Direct,   // OP_ID: element n of the iteration set
  Indirect, // through a map, one slot (idx >= 0)
  Vector,   // through a map, all slots (OP2's negative idx): kernel gets T**
  None      // globals, op_arg_idx
};

struct ArgModel {
  ArgKind kind = ArgKind::Dat;
  std::string datExpr; // source text of the dat or global pointer argument
  std::string
      mapExpr; // source text of the map argument ("OP_ID", "OP_GBL", "pedge")
  MapKind mapKind = MapKind::None;
  int mapIndex = -1; // index into LoopModel::maps for Indirect/Vector args
  int idx = -1;      // map slot for Indirect; number of slots for Vector
  int dim = 0;       // evaluated integer constant
  std::string type;  // type string as written ("double", "double:soa")
  std::string cType; // C++ element type the kernel parameter points to
  Access access = Access::Read;
  bool optional =
      false; // op_opt_arg_dat/op_opt_arg_gbl: active only when its flag is set
  int infoRef = -1;  // op_arg_info: 0-based position of its OP_MIN/OP_MAX gbl
  int datIndex = -1; // index into LoopModel::dats for Dat args
  SourceLocation loc;

  // Whether the argument reaches its data (or its op_arg_idx value) through
  // a map: an indirect or vector op_arg_dat, or an op_arg_idx whose map is
  // not OP_ID. The one definition of "indirect" every part of loomc uses.
  bool usesMap() const;
  // An op_arg_dat through a map (Indirect or Vector).
  bool isIndirectDat() const;
};

// A distinct dat passed to the loop (op_arg_dat args with the same dat
// expression share one).
struct DatModel {
  std::string expr;
  int firstArg = -1; // the first argument passing it
  // The CUDA backends' device layout (chooseDeviceLayouts): struct of arrays,
  // value d of element n at [d * stride + n], instead of arrays of structs.
  bool soa = false;
  // Why an explicitly requested struct-of-arrays layout ("double:soa") is
  // impossible, and the argument that makes it so; the CUDA generators
  // report it.
  std::string layoutError;
  SourceLocation layoutErrorAt;
};

// A distinct map used by the loop (args sharing a map expression share one).
struct MapModel {
  std::string expr;
  int dim = -1; // declared dim when the front end can see op_decl_map
};

// Bytes [begin, end) of a text (KernelModel::definition).
struct TextSpan {
  size_t begin = 0;
  size_t end = 0;
};

struct KernelParam {
  std::string name;
  std::string type;    // spelled type, e.g. "const double *"
  std::string pointee; // pointee type without qualifiers, e.g. "double"
  bool isConst = false;
  // For the CUDA backends' struct-of-arrays layout, which makes `p[i]`
  // `p[(i) * stride]` (frontend/param_uses.h): the index expressions of the
  // definition's subscripts of this parameter, and its first use that is
  // neither `p[i]` nor `*p`, if any (such a parameter cannot be rewritten).
  std::vector<TextSpan> subscripts;
  std::optional<SourceLocation> otherUse;
};

// A function of the user's that the kernel calls (directly or through
// other such functions), which the CUDA backends copy to the device beside
// the kernel. Functions of system headers (<cmath>) are not listed: nvcc has
// device versions of the standard math functions.
struct HelperFunction {
  std::string name;               // as called: "desingularised"
  std::string enclosingNamespace; // "outer::inner"; empty at global scope
  std::string definition;         // its text, as written
  // Empty, or why it cannot be copied ("a member function", ...).
  std::string unsupported;
  SourceLocation loc;
};

struct ConstModel {
  std::string name;
  int dim = 0;
  std::string type;
  SourceLocation loc;
  // The variable named, when the front end sees its type: whether it is an
  // array, and its elements (an array's extent, 1 for a scalar; 0 when
  // unknown, e.g. a pointer). The CUDA backends copy the whole variable:
  // host kernels read it all, whatever dim says.
  bool array = false;
  int extent = 0;
};

// A namespace-scope variable, not const, that the kernel or a helper reads:
// the CUDA backends copy it to __constant__ memory like an op_decl_const
// when the translated source declares no constant of its name (the
// op_decl_const may be in another source).
struct GlobalRead {
  ConstModel value; // name, dim (an array's extent, 1 for a scalar), type
  // Why it cannot be copied ("it is an array of arrays"), or "".
  std::string unsupported;
};

struct KernelModel {
  std::string name;    // qualified, as code names it: "outer::inner::scale"
  bool member = false; // a static member function of a class
  std::string callee;  // how generated code calls it, e.g. "update<double>"
  std::vector<KernelParam> params;
  std::string definition; // full text of the kernel's definition, from the AST
  // Offset in `definition` of the ')' closing the parameter list (npos when
  // it is not written there, e.g. in a macro).
  size_t paramsEnd = std::string::npos;
  // The user's functions the kernel calls, callees before their callers.
  std::vector<HelperFunction> helpers;
  // The globals it and they read, in order of first use.
  std::vector<GlobalRead> globals;
  std::string
      headerFile; // header that defines it, empty when it is in the main file
  SourceLocation loc;
};

struct LoopModel {
  std::string name;     // the loop name literal
  std::string function; // generated function name, e.g. "op_par_loop_res_calc"
  std::string setExpr;
  KernelModel kernel;
  std::vector<ArgModel> args;
  std::vector<MapModel> maps;
  std::vector<DatModel> dats; // filled by indexDats()
  SourceLocation loc;
  // Where the loops sharing this loop's function are called (this one
  // included), in source order; filled with the function names. Generated
  // code names them in run-time errors. One list shared by those loops, so
  // that n calls of one function hold n sites, not n x n.
  std::shared_ptr<const std::vector<SourceLocation>> callSites;
  // The program's op_decl_const globals, filled by the program generator
  // for backends whose kernels cannot read host globals (CUDA).
  std::vector<ConstModel> consts;

  bool isDirect() const; // no Indirect/Vector args
  bool hasIndirectWrites() const;
  bool hasReductions() const;   // Gbl with Inc/Min/Max
  bool hasGlobalWrites() const; // Gbl with Write/ReadWrite
  bool hasInfoArgs() const;     // op_arg_info arguments

  // Fills `dats` and every Dat argument's datIndex from the arguments' dat
  // expressions. The front end calls it once the arguments are known.
  void indexDats();
};

struct ProgramModel {
  std::string mainFile;
  std::vector<LoopModel> loops;
  std::vector<ConstModel> consts;
  // The user's macros defined where the loops header is included (its end):
  // the generated code keeps them away from what Loom writes.
  std::vector<std::string> userMacros;
};

// A global reduction: Gbl with Inc, Min or Max.
bool isReduction(const ArgModel &arg);

// Why a copy of the kernel cannot scale the subscripts of parameter k
// (`p[i]` to `p[i * s]`, for strided layouts), or "" when it can: the
// definition is not visible, its parameter list is not written out, or the
// parameter is used other than as p[i] or *p (the place is named).
std::string subscriptScalingObstacle(const KernelModel &kernel, size_t k);

// OP2's spelling of an access mode: "OP_READ", "OP_INC", ...
const char *accessName(Access access);

} // namespace loom::translator
