#include "generators/common/loop_layout.h"

#include "generators/common/escaping.h"

#include "generators/program_generator.h"

#include <algorithm>
#include <array>

namespace loom::translator::codegen {

namespace {

// Names the generated code itself uses inside a loop function.
const char *const kReservedNames[] = {
    "name", "set", "args", "scope", "core", "plan", "colour", "colour_begin",
    "colour_end", "i", "block", "block_begin", "block_end", "n", "k", "order",
    "loom", "std", "op_arg", "op_set", "op_map", "op_dat", "OP_ID", "OP_GBL",
    "nullptr",
    // the CUDA templates' locals
    "begin", "end", "elements", "position", "blocks", "block_size", "d",
    "loom_shared",
    // the openmp SIMD groups' locals
    "simd", "simd_width", "group", "lanes", "lane",
    // the owner-computes form's
    "owned"};

} // namespace

bool isLoopLocalName(const std::string &name) {
  // The parameters arg0, arg1, ...
  if (name.size() > 3 && name.compare(0, 3, "arg") == 0 &&
      std::all_of(name.begin() + 3, name.end(),
                  [](char c) { return c >= '0' && c <= '9'; }))
    return true;
  return std::find_if(std::begin(kReservedNames), std::end(kReservedNames),
                      [&](const char *reserved) { return name == reserved; }) !=
         std::end(kReservedNames);
}

namespace {

std::string pointerDecl(bool isConst, const std::string &type,
                        const std::string &name, size_t k) {
  std::string t = (isConst ? "const " : "") + type + " *";
  return t + name + " = (" + t + ")arg" + std::to_string(k) + ".data;";
}

constexpr std::string_view kPrologue = R"cpp(
{{args_array}}
loom::LoopScope scope(name, set, args, {{nargs}}{{site}});

{{maps}}

{{data}}
)cpp";

class LayoutBuilder {
public:
  LayoutBuilder(const LoopModel &loop, ReductionStyle style)
      : loop_(loop), style_(style) {
    out_.loop = &loop;
    out_.nargs = static_cast<int>(loop.args.size());
  }

  LoopLayout build() {
    validate();
    reserveNames();
    buildParams();
    buildData();
    buildMaps();
    buildSummary();
    buildSite();
    return std::move(out_);
  }

private:
  [[noreturn]] void fail(const std::string &what) const {
    throw GeneratorError(loop_.loc, "loop '" + commentText(loop_.name) +
                                        "': " + commentExpr(what));
  }

  void validate() const {
    if (loop_.function.empty() || !isIdentifier(loop_.function))
      fail("invalid loop function name '" + commentText(loop_.function) + "'");
    if (loop_.kernel.name.empty())
      fail("no kernel name");
    int nmaps = static_cast<int>(loop_.maps.size());
    int ndats = static_cast<int>(loop_.dats.size());
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      std::string label = out_.argLabel(k);
      bool mapKnown = a.mapIndex >= 0 && a.mapIndex < nmaps;
      if (a.usesMap() && !mapKnown) {
        if (a.kind == ArgKind::Idx && a.mapIndex < 0)
          fail(label + " is an op_arg_idx through map " + a.mapExpr +
               " that the loop does not list");
        fail(label + " refers to map " + std::to_string(a.mapIndex) +
             " but the loop has " + std::to_string(nmaps) + " maps");
      }
      if (a.kind == ArgKind::Dat && a.mapKind == MapKind::None)
        fail(label + " is a dat without an access kind");
      if (a.kind == ArgKind::Dat && (a.datIndex < 0 || a.datIndex >= ndats))
        fail(label + " has no entry in the loop's dats (indexDats)");
      if (a.usesMap() && a.mapKind != MapKind::Vector) {
        int mapDim = loop_.maps[a.mapIndex].dim;
        if (a.idx < 0 || (mapDim > 0 && a.idx >= mapDim))
          fail(label + " uses slot " + std::to_string(a.idx) + " of map " +
               loop_.maps[a.mapIndex].expr);
      }
      if (a.kind == ArgKind::Dat && a.mapKind == MapKind::Vector &&
          out_.vectorSlots(k) <= 0)
        fail(label + " is a vector argument over a map of unknown dim");
      if (a.kind != ArgKind::Idx && out_.elementType(k).empty())
        fail(label + " has no element type");
    }
  }

  void reserveNames() {
    NameTable &names = out_.names;
    for (const char *n : kReservedNames)
      names.reserve(n);
    names.reserve(loop_.kernel.name);
    for (const std::string &id : identifiersIn(loop_.kernel.name))
      names.reserve(id);
    for (const std::string &id : identifiersIn(loop_.kernel.callee))
      names.reserve(id);
    names.reserve(loop_.function);
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      names.reserve("arg" + std::to_string(k));
      for (const std::string &id : identifiersIn(out_.elementType(k)))
        names.reserve(id);
    }
  }

  void buildParams() {
    out_.params = {"char const *name", "op_set set"};
    std::vector<std::string> list;
    for (int k = 0; k < out_.nargs; ++k) {
      out_.params.push_back("op_arg arg" + std::to_string(k));
      list.push_back("arg" + std::to_string(k));
    }
    if (list.empty())
      out_.argsArray = [](int) {
        return std::string("op_arg *args = nullptr;");
      };
    else
      out_.argsArray = wrapped(
          "op_arg args[" + std::to_string(out_.nargs) + "] = {", list, "};");
  }

  // One local per distinct dat (args sharing a dat share its pointer, const
  // when every one of them only reads), one per global; per-block reduction
  // objects for PerBlock reductions.
  void buildData() {
    out_.datConst.assign(loop_.dats.size(), true);
    for (size_t k = 0; k < loop_.args.size(); ++k)
      if (loop_.args[k].kind == ArgKind::Dat)
        out_.datConst[loop_.args[k].datIndex] =
            out_.datConst[loop_.args[k].datIndex] && out_.kernelWantsConst(k);

    NameTable &names = out_.names;
    out_.argLocal.resize(loop_.args.size());
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      std::string type = out_.elementType(k);
      if (a.kind == ArgKind::Dat) {
        size_t first = static_cast<size_t>(loop_.dats[a.datIndex].firstArg);
        if (first != k) {
          out_.argLocal[k] = out_.argLocal[first];
          continue;
        }
        out_.argLocal[k] = names.claim(out_.baseName(k));
        out_.dataLocals.push_back(
            pointerDecl(out_.datConst[a.datIndex], type, out_.argLocal[k], k));
      } else if (a.kind == ArgKind::Gbl && isReduction(a) &&
                 style_ == ReductionStyle::PerBlock) {
        std::string base = out_.baseName(k);
        ReductionLayout r;
        r.arg = static_cast<int>(k);
        r.type = type;
        r.object = names.claim(base + "_red");
        r.partial = names.claim(base + "_part");
        out_.argLocal[k] = r.partial;
        out_.reductions.push_back(r);
      } else if (a.kind == ArgKind::Gbl || a.kind == ArgKind::Info) {
        out_.argLocal[k] = names.claim(out_.baseName(k));
        out_.dataLocals.push_back(
            pointerDecl(out_.kernelWantsConst(k), type, out_.argLocal[k], k));
      }
    }
  }

  std::string mapBase(int m) const {
    std::string expr = trimmed(loop_.maps[m].expr);
    return isIdentifier(expr) ? expr : "map" + std::to_string(m);
  }

  void buildMaps() {
    out_.maps.resize(loop_.maps.size());
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      if (!a.usesMap())
        continue;
      MapLayout &use = out_.maps[a.mapIndex];
      if (!use.used) {
        use.used = true;
        use.firstArg = static_cast<int>(k);
        declareMap(a.mapIndex, use, k);
      }
      if (a.mapKind == MapKind::Vector) {
        for (int s = 0; s < out_.vectorSlots(k); ++s)
          use.slotLocal.try_emplace(s);
      } else {
        use.slotLocal.try_emplace(a.idx);
      }
    }
    // Index locals, named after the map, claimed in map/slot order.
    for (size_t m = 0; m < out_.maps.size(); ++m)
      for (auto &[slot, local] : out_.maps[m].slotLocal)
        local = out_.names.claim(mapBase(static_cast<int>(m)) + "_" +
                                 std::to_string(slot));
  }

  void declareMap(int m, MapLayout &use, size_t k) {
    std::string base = mapBase(m);
    use.local = out_.names.claim(base + "_map");
    out_.mapLocals.push_back("const int *" + use.local + " = arg" +
                             std::to_string(k) + ".map_data;");
    int dim = loop_.maps[m].dim;
    for (const ArgModel &other : loop_.args)
      if (dim <= 0 && other.mapIndex == m && other.mapKind == MapKind::Vector &&
          other.idx > 0)
        dim = other.idx;
    if (dim > 0) {
      use.stride = std::to_string(dim);
    } else {
      use.stride = out_.names.claim(base + "_dim");
      out_.mapLocals.push_back("const int " + use.stride + " = arg" +
                               std::to_string(k) + ".map->dim;");
    }
  }

  std::string describe(size_t k) const {
    const ArgModel &a = loop_.args[k];
    // Source expressions, for a comment line.
    std::string mapName =
        a.mapIndex >= 0 && a.mapIndex < static_cast<int>(loop_.maps.size())
            ? commentExpr(loop_.maps[a.mapIndex].expr)
            : std::string();
    std::string dat = commentExpr(a.datExpr);
    switch (a.kind) {
    case ArgKind::Dat:
      if (a.mapKind == MapKind::Direct)
        return dat + " (direct)";
      if (a.mapKind == MapKind::Indirect)
        return dat + " via " + mapName + "[" + std::to_string(a.idx) + "]";
      return dat + " via " + mapName + "[0.." +
             std::to_string(out_.vectorSlots(k) - 1) + "]";
    case ArgKind::Gbl:
      return dat + " (global)";
    case ArgKind::Info:
      return dat + " (info)";
    case ArgKind::Idx:
      return a.mapIndex >= 0
                 ? "index via " + mapName + "[" + std::to_string(a.idx) + "]"
                 : std::string("element index");
    }
    return {};
  }

  void buildSummary() {
    std::string kind = loop_.isDirect() ? "direct" : "indirect";
    std::string s = "// Loop \"" + commentText(loop_.name) + "\": kernel " +
                    commentText(loop_.kernel.name) + " over " +
                    commentExpr(loop_.setExpr) + ", " + kind + ", " +
                    std::to_string(out_.nargs) +
                    (out_.nargs == 1 ? " argument" : " arguments") + ".";
    std::vector<std::array<std::string, 4>> rows;
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      std::string type = a.kind == ArgKind::Idx
                             ? std::string("int")
                             : commentText(out_.elementType(k)) + "[" +
                                   (a.dim > 0 ? std::to_string(a.dim) : "?") +
                                   "]";
      rows.push_back(
          {"arg" + std::to_string(k), describe(k), type,
           a.kind == ArgKind::Idx ? std::string() : accessName(a.access)});
    }
    std::array<size_t, 4> width{};
    for (const auto &r : rows)
      for (size_t c = 0; c < 4; ++c)
        width[c] = std::max(width[c], r[c].size());
    for (const auto &r : rows) {
      std::string line = "//   ";
      for (size_t c = 0; c < 4; ++c) {
        line += r[c];
        if (c + 1 < 4)
          line.append(width[c] - r[c].size() + 2, ' ');
      }
      line.erase(line.find_last_not_of(' ') + 1);
      s += '\n';
      s += line;
    }
    out_.summary = s;
  }

  // "app.cpp:12, app.cpp:40" for the calls of this function (file names
  // only, so generated code does not depend on where the tree is).
  void buildSite() {
    const std::vector<SourceLocation> own{loop_.loc};
    const std::vector<SourceLocation> &sites =
        loop_.callSites && !loop_.callSites->empty() ? *loop_.callSites : own;
    std::string text;
    for (const SourceLocation &site : sites) {
      if (site.file.empty() || site.line == 0)
        continue;
      size_t slash = site.file.find_last_of("/\\");
      std::string file =
          slash == std::string::npos ? site.file : site.file.substr(slash + 1);
      text +=
          (text.empty() ? "" : ", ") + file + ":" + std::to_string(site.line);
    }
    if (!text.empty())
      out_.siteArgument = ", " + cppStringLiteral(text);
  }

  const LoopModel &loop_;
  ReductionStyle style_;
  LoopLayout out_;
};

} // namespace

std::string LoopLayout::argLabel(size_t k) const {
  return "argument " + std::to_string(k) + " (" + loop->args[k].datExpr + ")";
}

std::string LoopLayout::baseName(size_t k) const {
  std::string expr = trimmed(loop->args[k].datExpr);
  if (!expr.empty() && expr[0] == '&')
    expr = trimmed(expr.substr(1));
  return isIdentifier(expr) ? expr : "arg" + std::to_string(k) + "_data";
}

std::string LoopLayout::elementType(size_t k) const {
  const ArgModel &a = loop->args[k];
  if (!a.cType.empty())
    return a.cType;
  return trimmed(a.type.substr(0, a.type.find(':')));
}

const KernelParam *LoopLayout::param(size_t k) const {
  if (loop->kernel.params.size() != loop->args.size())
    return nullptr;
  return &loop->kernel.params[k];
}

bool LoopLayout::kernelWantsConst(size_t k) const {
  if (loop->args[k].access != Access::Read)
    return false;
  const KernelParam *p = param(k);
  if (!p)
    return true;
  if (p->type.empty())
    return p->isConst;
  auto ids = identifiersIn(p->type.substr(0, p->type.find('*')));
  return std::find(ids.begin(), ids.end(), "const") != ids.end();
}

int LoopLayout::vectorSlots(size_t k) const {
  const ArgModel &a = loop->args[k];
  if (a.idx > 0)
    return a.idx;
  return loop->maps[a.mapIndex].dim;
}

Layout LoopLayout::signature(const std::string &tail) const {
  return wrapped("static void " + loop->function + "(", params, tail);
}

LoopLayout layoutLoop(const LoopModel &loop, ReductionStyle style) {
  return LayoutBuilder(loop, style).build();
}

Layout prologue(const LoopLayout &layout) {
  std::string scopeTail = layout.siteArgument;
  if (layout.haloOverlap)
    scopeTail = (scopeTail.empty() ? std::string(", nullptr") : scopeTail) +
                ",\n                      loom::HaloOverlap::CoreFirst";
  return fragment(kPrologue, {{"args_array", layout.argsArray},
                              {"nargs", std::to_string(layout.nargs)},
                              {"site", scopeTail},
                              {"maps", section("Maps", layout.mapLocals)},
                              {"data", section("Data", layout.dataLocals)}});
}

} // namespace loom::translator::codegen
