#include "generators/kernel_call.h"

#include "generators/generator.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>

namespace loom::translator::codegen {

std::string NameTable::claim(const std::string &base) {
  std::string name = base;
  for (int i = 2; used_.count(name); ++i)
    name = base + "_" + std::to_string(i);
  used_.insert(name);
  return name;
}

namespace {

bool isIdentifier(std::string_view s) {
  if (s.empty() ||
      !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_'))
    return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
}

std::string trimmed(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\n");
  if (b == std::string_view::npos)
    return {};
  size_t e = s.find_last_not_of(" \t\n");
  return std::string(s.substr(b, e - b + 1));
}

// The identifiers in a type or expression, e.g. "const flux_t" -> {const,
// flux_t}.
std::vector<std::string> identifiersIn(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : text) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
      cur += c;
    } else if (!cur.empty()) {
      out.push_back(cur);
      cur.clear();
    }
  }
  if (!cur.empty())
    out.push_back(cur);
  return out;
}

// Names the generated code itself uses inside a loop function.
const char *const kReservedNames[] = {
    "name",        "set",          "args",       "scope",  "plan",
    "colour",      "colour_begin", "colour_end", "i",      "block",
    "block_begin", "block_end",    "n",          "loom",   "std",
    "op_arg",      "op_set",       "op_map",     "op_dat", "OP_ID",
    "OP_GBL",      "nullptr"};

class Builder {
public:
  Builder(const LoopModel &loop, ReductionStyle style)
      : loop_(loop), style_(style) {}

  KernelCall build() {
    validate();
    reserveNames();
    out_.nargs = static_cast<int>(loop_.args.size());
    out_.kernel = loop_.kernel.name;
    buildSignature();
    buildData();
    buildMaps();
    buildElement();
    buildSummary();
    return std::move(out_);
  }

private:
  [[noreturn]] void fail(const std::string &what) const {
    std::string where =
        loop_.loc.file.empty()
            ? std::string()
            : loop_.loc.file + ":" + std::to_string(loop_.loc.line) + ": ";
    throw GeneratorError(where + "loop '" + loop_.name + "': " + what);
  }

  std::string argLabel(size_t k) const {
    return "argument " + std::to_string(k) + " (" + loop_.args[k].datExpr + ")";
  }

  void validate() const {
    if (loop_.function.empty() || !isIdentifier(loop_.function))
      fail("invalid loop function name '" + loop_.function + "'");
    if (loop_.kernel.name.empty())
      fail("no kernel name");
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      bool usesMap =
          (a.kind == ArgKind::Dat &&
           (a.mapKind == MapKind::Indirect || a.mapKind == MapKind::Vector)) ||
          (a.kind == ArgKind::Idx && a.mapIndex >= 0);
      if (usesMap &&
          (a.mapIndex < 0 || a.mapIndex >= static_cast<int>(loop_.maps.size())))
        fail(argLabel(k) + " refers to map " + std::to_string(a.mapIndex) +
             " but the loop has " + std::to_string(loop_.maps.size()) +
             " maps");
      if (a.kind == ArgKind::Idx && a.mapIndex < 0 &&
          !(trimmed(a.mapExpr).empty() || trimmed(a.mapExpr) == "OP_ID"))
        fail(argLabel(k) + " is an op_arg_idx through map " + a.mapExpr +
             " that the loop does not list");
      if (a.kind == ArgKind::Dat && a.mapKind == MapKind::None)
        fail(argLabel(k) + " is a dat without an access kind");
      if (usesMap && a.mapKind != MapKind::Vector) {
        int mapDim = loop_.maps[a.mapIndex].dim;
        if (a.idx < 0 || (mapDim > 0 && a.idx >= mapDim))
          fail(argLabel(k) + " uses slot " + std::to_string(a.idx) +
               " of map " + loop_.maps[a.mapIndex].expr);
      }
      if (a.kind == ArgKind::Dat && a.mapKind == MapKind::Vector &&
          vectorSlots(a) <= 0)
        fail(argLabel(k) + " is a vector argument over a map of unknown dim");
      if (a.kind != ArgKind::Idx && elementType(a).empty())
        fail(argLabel(k) + " has no element type");
    }
  }

  int vectorSlots(const ArgModel &a) const {
    if (a.idx > 0)
      return a.idx;
    return loop_.maps[a.mapIndex].dim;
  }

  static std::string elementType(const ArgModel &a) {
    if (!a.cType.empty())
      return a.cType;
    std::string t = a.type.substr(0, a.type.find(':'));
    return trimmed(t);
  }

  const KernelParam *param(size_t k) const {
    if (loop_.kernel.params.size() != loop_.args.size())
      return nullptr;
    return &loop_.kernel.params[k];
  }

  // Whether the kernel's parameter for arg k points (ultimately) to const.
  bool kernelWantsConst(size_t k) const {
    const ArgModel &a = loop_.args[k];
    if (a.access != Access::Read)
      return false;
    const KernelParam *p = param(k);
    if (!p)
      return true;
    if (p->type.empty())
      return p->isConst;
    auto ids = identifiersIn(p->type.substr(0, p->type.find('*')));
    return std::find(ids.begin(), ids.end(), "const") != ids.end();
  }

  void reserveNames() {
    for (const char *n : kReservedNames)
      names_.reserve(n);
    names_.reserve(loop_.kernel.name);
    for (const std::string &id : identifiersIn(loop_.kernel.name))
      names_.reserve(id);
    names_.reserve(loop_.function);
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      names_.reserve("arg" + std::to_string(k));
      for (const std::string &id : identifiersIn(elementType(loop_.args[k])))
        names_.reserve(id);
    }
  }

  void buildSignature() {
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

  std::string baseName(const ArgModel &a, size_t k) const {
    std::string expr = trimmed(a.datExpr);
    if (!expr.empty() && expr[0] == '&')
      expr = trimmed(expr.substr(1));
    return isIdentifier(expr) ? expr : "arg" + std::to_string(k) + "_data";
  }

  static std::string pointerDecl(bool isConst, const std::string &type,
                                 const std::string &name, size_t k) {
    std::string t = (isConst ? "const " : "") + type + " *";
    return t + name + " = (" + t + ")arg" + std::to_string(k) + ".data;";
  }

  // One local per distinct dat (args sharing a dat share its pointer), one
  // per global; per-block reduction objects for PerBlock reductions.
  void buildData() {
    struct DatUse {
      size_t firstArg;
      bool allConst = true;
    };
    std::map<std::string, DatUse> dats;
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      if (a.kind != ArgKind::Dat)
        continue;
      auto [it, inserted] = dats.try_emplace(a.datExpr, DatUse{k});
      it->second.allConst = it->second.allConst && kernelWantsConst(k);
    }

    dataLocal_.resize(loop_.args.size());
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      std::string type = elementType(a);
      if (a.kind == ArgKind::Dat) {
        const DatUse &use = dats.at(a.datExpr);
        if (use.firstArg != k) {
          dataLocal_[k] = dataLocal_[use.firstArg];
          continue;
        }
        dataLocal_[k] = names_.claim(baseName(a, k));
        out_.dataLocals.push_back(
            pointerDecl(use.allConst, type, dataLocal_[k], k));
      } else if (a.kind == ArgKind::Gbl && isReduction(a) &&
                 style_ == ReductionStyle::PerBlock) {
        std::string base = baseName(a, k);
        Reduction r;
        r.arg = static_cast<int>(k);
        r.type = type;
        r.object = names_.claim(base + "_red");
        r.partial = names_.claim(base + "_part");
        dataLocal_[k] = r.partial;
        out_.reductions.push_back(r);
      } else if (a.kind == ArgKind::Gbl || a.kind == ArgKind::Info) {
        dataLocal_[k] = names_.claim(baseName(a, k));
        out_.dataLocals.push_back(
            pointerDecl(kernelWantsConst(k), type, dataLocal_[k], k));
      }
    }
  }

  struct MapUse {
    std::string local;  // const int *<map>_map
    std::string stride; // entries per element: literal or <map>_dim
    std::map<int, std::string> slotLocal; // slot -> index local
  };

  void buildMaps() {
    maps_.resize(loop_.maps.size());
    std::vector<bool> used(loop_.maps.size(), false);
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      bool viaMap =
          (a.kind == ArgKind::Dat &&
           (a.mapKind == MapKind::Indirect || a.mapKind == MapKind::Vector)) ||
          (a.kind == ArgKind::Idx && a.mapIndex >= 0);
      if (!viaMap)
        continue;
      const MapModel &m = loop_.maps[a.mapIndex];
      MapUse &use = maps_[a.mapIndex];
      std::string base = isIdentifier(trimmed(m.expr))
                             ? trimmed(m.expr)
                             : "map" + std::to_string(a.mapIndex);
      if (!used[a.mapIndex]) {
        used[a.mapIndex] = true;
        use.local = names_.claim(base + "_map");
        out_.mapLocals.push_back("const int *" + use.local + " = arg" +
                                 std::to_string(k) + ".map_data;");
        int dim = m.dim;
        for (const ArgModel &other : loop_.args)
          if (dim <= 0 && other.mapIndex == a.mapIndex &&
              other.mapKind == MapKind::Vector && other.idx > 0)
            dim = other.idx;
        if (dim > 0) {
          use.stride = std::to_string(dim);
        } else {
          use.stride = names_.claim(base + "_dim");
          out_.mapLocals.push_back("const int " + use.stride + " = arg" +
                                   std::to_string(k) + ".map->dim;");
        }
      }
      if (a.mapKind == MapKind::Vector) {
        for (int s = 0; s < vectorSlots(a); ++s)
          use.slotLocal.try_emplace(s);
      } else {
        use.slotLocal.try_emplace(a.idx);
      }
    }
    // Index locals, named after the map, claimed in map/slot order.
    for (size_t m = 0; m < maps_.size(); ++m) {
      if (!used[m])
        continue;
      std::string base = isIdentifier(trimmed(loop_.maps[m].expr))
                             ? trimmed(loop_.maps[m].expr)
                             : "map" + std::to_string(m);
      for (auto &[slot, local] : maps_[m].slotLocal)
        local = names_.claim(base + "_" + std::to_string(slot));
    }
  }

  std::string mapEntry(const MapUse &use, int slot) const {
    std::string row = use.stride == "1" ? "n" : "n * " + use.stride;
    if (slot != 0)
      row += " + " + std::to_string(slot);
    return use.local + "[" + row + "]";
  }

  static std::string offset(const std::string &base, const std::string &index,
                            const ArgModel &a, size_t k) {
    std::string dim =
        a.dim > 0 ? std::to_string(a.dim) : "arg" + std::to_string(k) + ".dim";
    if (dim == "1")
      return base + " + " + index;
    return base + " + " + index + " * " + dim;
  }

  void buildElement() {
    for (const MapUse &use : maps_)
      for (const auto &[slot, local] : use.slotLocal) {
        std::string line =
            "const int " + local + " = " + mapEntry(use, slot) + ";";
        out_.elementLocals.push_back([line](int) { return line; });
      }

    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      switch (a.kind) {
      case ArgKind::Dat:
        if (a.mapKind == MapKind::Direct) {
          out_.callArgs.push_back(offset(dataLocal_[k], "n", a, k));
        } else if (a.mapKind == MapKind::Indirect) {
          out_.callArgs.push_back(offset(
              dataLocal_[k], maps_[a.mapIndex].slotLocal.at(a.idx), a, k));
        } else {
          buildVector(a, k);
        }
        // An inactive op_opt_arg_dat gets a null pointer, as in the
        // reference loop.
        if (a.optional)
          out_.callArgs.back() = "arg" + std::to_string(k) + ".opt ? " +
                                 out_.callArgs.back() + " : nullptr";
        break;
      case ArgKind::Gbl:
      case ArgKind::Info:
        out_.callArgs.push_back(dataLocal_[k]);
        break;
      case ArgKind::Idx: {
        std::string local = names_.claim("arg" + std::to_string(k) + "_idx");
        std::string value = a.mapIndex >= 0
                                ? maps_[a.mapIndex].slotLocal.at(a.idx)
                                : std::string("n");
        std::string line = "int " + local + " = " + value + ";";
        out_.elementLocals.push_back([line](int) { return line; });
        out_.callArgs.push_back("&" + local);
        break;
      }
      }
    }
  }

  // A vector argument: the kernel takes T ** and gets one pointer per map
  // slot, in an array local to the element.
  void buildVector(const ArgModel &a, size_t k) {
    std::string elem;
    const KernelParam *p = param(k);
    if (p && p->type.find("**") != std::string::npos) {
      elem = trimmed(p->type.substr(0, p->type.rfind('*')));
    } else {
      elem = (kernelWantsConst(k) ? "const " : "") + elementType(a) + " *";
    }
    std::string local = names_.claim(baseName(a, k) + "_vec");
    std::vector<std::string> items;
    const MapUse &use = maps_[a.mapIndex];
    int slots = vectorSlots(a);
    for (int s = 0; s < slots; ++s)
      items.push_back(offset(dataLocal_[k], use.slotLocal.at(s), a, k));
    std::string head = elem + (elem.back() == '*' ? "" : " ") + local + "[" +
                       std::to_string(slots) + "] = {";
    out_.elementLocals.push_back(wrapped(head, items, "};"));
    out_.callArgs.push_back(local);
  }

  void buildSummary() {
    std::string kind = loop_.isDirect() ? "direct" : "indirect";
    std::string s = "// Loop \"" + loop_.name + "\": kernel " +
                    loop_.kernel.name + " over " + loop_.setExpr + ", " + kind +
                    ", " + std::to_string(out_.nargs) +
                    (out_.nargs == 1 ? " argument" : " arguments") + ".";
    std::vector<std::array<std::string, 4>> rows;
    for (size_t k = 0; k < loop_.args.size(); ++k) {
      const ArgModel &a = loop_.args[k];
      std::string what;
      std::string mapName =
          a.mapIndex >= 0 && a.mapIndex < static_cast<int>(loop_.maps.size())
              ? loop_.maps[a.mapIndex].expr
              : std::string();
      switch (a.kind) {
      case ArgKind::Dat:
        if (a.mapKind == MapKind::Direct)
          what = a.datExpr + " (direct)";
        else if (a.mapKind == MapKind::Indirect)
          what =
              a.datExpr + " via " + mapName + "[" + std::to_string(a.idx) + "]";
        else
          what = a.datExpr + " via " + mapName + "[0.." +
                 std::to_string(vectorSlots(a) - 1) + "]";
        break;
      case ArgKind::Gbl:
        what = a.datExpr + " (global)";
        break;
      case ArgKind::Info:
        what = a.datExpr + " (info)";
        break;
      case ArgKind::Idx:
        what = a.mapIndex >= 0
                   ? "index via " + mapName + "[" + std::to_string(a.idx) + "]"
                   : std::string("element index");
        break;
      }
      std::string type = a.kind == ArgKind::Idx
                             ? std::string("int")
                             : elementType(a) + "[" +
                                   (a.dim > 0 ? std::to_string(a.dim) : "?") +
                                   "]";
      rows.push_back(
          {"arg" + std::to_string(k), what, type,
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

  const LoopModel &loop_;
  ReductionStyle style_;
  NameTable names_;
  KernelCall out_;
  std::vector<std::string>
      dataLocal_; // per arg: the local handed to the kernel
  std::vector<MapUse> maps_;
};

} // namespace

KernelCall buildKernelCall(const LoopModel &loop, ReductionStyle style) {
  return Builder(loop, style).build();
}

} // namespace loom::translator::codegen
