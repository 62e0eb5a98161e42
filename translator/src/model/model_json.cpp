#include "model/model_json.h"

#include <filesystem>
#include <nlohmann/json.hpp>

namespace loom::translator {

namespace {

using Json = nlohmann::ordered_json;
namespace fs = std::filesystem;

class JsonWriter {
public:
  explicit JsonWriter(const std::string &baseDir)
      : base_(baseDir.empty() ? fs::path()
                              : fs::weakly_canonical(fs::path(baseDir))) {}

  Json program(const ProgramModel &program) const {
    Json loops = Json::array();
    for (const LoopModel &loop : program.loops)
      loops.push_back(this->loop(loop));
    Json consts = Json::array();
    for (const ConstModel &constant : program.consts)
      consts.push_back({{"name", constant.name},
                        {"dim", constant.dim},
                        {"type", constant.type},
                        {"loc", location(constant.loc)}});
    return {{"mainFile", path(program.mainFile)},
            {"loops", std::move(loops)},
            {"consts", std::move(consts)}};
  }

private:
  std::string path(const std::string &file) const {
    if (file.empty() || base_.empty())
      return file;
    fs::path absolute = fs::weakly_canonical(fs::path(file));
    fs::path relative = absolute.lexically_relative(base_);
    if (relative.empty() || *relative.begin() == "..")
      return absolute.generic_string();
    return relative.generic_string();
  }

  Json location(const SourceLocation &loc) const {
    return {
        {"file", path(loc.file)}, {"line", loc.line}, {"column", loc.column}};
  }

  Json kernel(const KernelModel &kernel) const {
    Json params = Json::array();
    for (const KernelParam &param : kernel.params) {
      Json p = {{"name", param.name},
                {"type", param.type},
                {"pointee", param.pointee},
                {"isConst", param.isConst},
                {"subscripts", param.subscripts.size()}};
      if (param.otherUse)
        p["otherUse"] = location(*param.otherUse);
      params.push_back(std::move(p));
    }
    Json out = {
        {"name", kernel.name},         {"callee", kernel.callee},
        {"params", std::move(params)}, {"headerFile", path(kernel.headerFile)},
        {"loc", location(kernel.loc)}, {"definition", kernel.definition}};
    if (kernel.member)
      out["member"] = true;
    if (!kernel.helpers.empty()) {
      Json helpers = Json::array();
      for (const HelperFunction &h : kernel.helpers) {
        Json one = {{"name", h.name}, {"loc", location(h.loc)}};
        if (!h.enclosingNamespace.empty())
          one["namespace"] = h.enclosingNamespace;
        if (!h.unsupported.empty())
          one["unsupported"] = h.unsupported;
        helpers.push_back(std::move(one));
      }
      out["helpers"] = std::move(helpers);
    }
    if (!kernel.globals.empty()) {
      Json globals = Json::array();
      for (const GlobalRead &g : kernel.globals) {
        Json one = {{"name", g.value.name},
                    {"type", g.value.type},
                    {"dim", g.value.dim},
                    {"loc", location(g.value.loc)}};
        if (!g.unsupported.empty())
          one["unsupported"] = g.unsupported;
        globals.push_back(std::move(one));
      }
      out["globalsRead"] = std::move(globals);
    }
    return out;
  }

  Json arg(const ArgModel &arg) const {
    Json out = {{"kind", argKindName(arg.kind)},
                {"datExpr", arg.datExpr},
                {"mapExpr", arg.mapExpr},
                {"mapKind", mapKindName(arg.mapKind)},
                {"mapIndex", arg.mapIndex},
                {"idx", arg.idx},
                {"dim", arg.dim},
                {"type", arg.type},
                {"cType", arg.cType},
                {"access", accessName(arg.access)},
                {"optional", arg.optional},
                {"loc", location(arg.loc)}};
    if (arg.kind == ArgKind::Info)
      out["infoRef"] = arg.infoRef;
    return out;
  }

  Json loop(const LoopModel &loop) const {
    Json args = Json::array();
    for (const ArgModel &a : loop.args)
      args.push_back(arg(a));
    Json maps = Json::array();
    for (const MapModel &map : loop.maps)
      maps.push_back({{"expr", map.expr}, {"dim", map.dim}});
    Json dats = Json::array();
    for (const DatModel &dat : loop.dats)
      dats.push_back(
          {{"expr", dat.expr}, {"deviceLayout", dat.soa ? "soa" : "aos"}});
    return {{"name", loop.name},
            {"function", loop.function},
            {"setExpr", loop.setExpr},
            {"loc", location(loop.loc)},
            {"isDirect", loop.isDirect()},
            {"hasIndirectWrites", loop.hasIndirectWrites()},
            {"hasReductions", loop.hasReductions()},
            {"hasGlobalWrites", loop.hasGlobalWrites()},
            {"kernel", kernel(loop.kernel)},
            {"args", std::move(args)},
            {"maps", std::move(maps)},
            {"dats", std::move(dats)}};
  }

  fs::path base_;
};

} // namespace

std::string modelToJson(const std::vector<ProgramModel> &programs,
                        const std::string &baseDir) {
  JsonWriter writer(baseDir);
  Json all = Json::array();
  for (const ProgramModel &program : programs)
    all.push_back(writer.program(program));
  return Json{{"programs", std::move(all)}}.dump(2) + "\n";
}

char const *argKindName(ArgKind kind) {
  switch (kind) {
  case ArgKind::Dat:
    return "dat";
  case ArgKind::Gbl:
    return "gbl";
  case ArgKind::Idx:
    return "idx";
  case ArgKind::Info:
    return "info";
  }
  return "?";
}

char const *mapKindName(MapKind kind) {
  switch (kind) {
  case MapKind::Direct:
    return "direct";
  case MapKind::Indirect:
    return "indirect";
  case MapKind::Vector:
    return "vector";
  case MapKind::None:
    return "none";
  }
  return "?";
}

} // namespace loom::translator
