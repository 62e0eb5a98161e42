#include "test_models.h"

#include <cctype>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace loom::translator::testing {

ArgModel direct(std::string dat, int dim, std::string type, Access access) {
  ArgModel a;
  a.kind = ArgKind::Dat;
  a.datExpr = std::move(dat);
  a.mapExpr = "OP_ID";
  a.mapKind = MapKind::Direct;
  a.idx = -1;
  a.dim = dim;
  a.type = type;
  a.cType = type == "int" ? "int" : "double";
  a.access = access;
  return a;
}

ArgModel indirect(std::string dat, int mapIndex, std::string mapExpr, int idx,
                  int dim, std::string type, Access access) {
  ArgModel a = direct(std::move(dat), dim, std::move(type), access);
  a.mapExpr = std::move(mapExpr);
  a.mapKind = MapKind::Indirect;
  a.mapIndex = mapIndex;
  a.idx = idx;
  return a;
}

ArgModel vectorArg(std::string dat, int mapIndex, std::string mapExpr,
                   int slots, int dim, std::string type, Access access) {
  ArgModel a = indirect(std::move(dat), mapIndex, std::move(mapExpr), slots,
                        dim, std::move(type), access);
  a.mapKind = MapKind::Vector;
  return a;
}

ArgModel global(std::string expr, int dim, std::string type, Access access) {
  ArgModel a = direct(std::move(expr), dim, std::move(type), access);
  a.kind = ArgKind::Gbl;
  a.mapExpr = "OP_GBL";
  a.mapKind = MapKind::None;
  return a;
}

ArgModel idxArg(int mapIndex, std::string mapExpr, int idx) {
  ArgModel a;
  a.kind = ArgKind::Idx;
  a.mapExpr = std::move(mapExpr);
  a.mapKind = MapKind::None;
  a.mapIndex = mapIndex;
  a.idx = idx;
  a.cType = "int";
  return a;
}

KernelParam param(std::string name, std::string type, std::string pointee) {
  KernelParam p;
  p.name = std::move(name);
  p.isConst = type.rfind("const", 0) == 0;
  p.type = std::move(type);
  p.pointee = std::move(pointee);
  return p;
}

namespace {

bool identChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

// The definition of kernel `name` in test_kernels.h, from "inline void
// <name>(" to its closing brace.
std::string definitionOf(const std::string &name) {
  std::ifstream in(LOOM_TEST_KERNELS);
  std::stringstream text;
  text << in.rdbuf();
  const std::string all = text.str();
  const size_t begin = all.find("inline void " + name + "(");
  if (!in || begin == std::string::npos)
    throw std::runtime_error("no kernel " + name + " in " LOOM_TEST_KERNELS);
  int depth = 0;
  for (size_t i = all.find('{', begin); i < all.size(); ++i) {
    depth += all[i] == '{' ? 1 : all[i] == '}' ? -1 : 0;
    if (depth == 0)
      return all.substr(begin, i + 1 - begin);
  }
  throw std::runtime_error("kernel " + name + " has no end");
}

// What the front end records of the kernel's definition: its text, the end
// of its parameter list and the index expression of each `p[i]` (the test
// kernels use their parameters only as p[i] and *p).
void define(LoopModel &l) {
  KernelModel &k = l.kernel;
  k.definition = definitionOf(k.name);
  const std::string &d = k.definition;
  k.paramsEnd = d.find(')');
  const size_t body = d.find('{');
  for (KernelParam &p : k.params)
    for (size_t at = d.find(p.name + "[", body); at != std::string::npos;
         at = d.find(p.name + "[", at + 1)) {
      if (identChar(d[at - 1]))
        continue;
      const size_t open = at + p.name.size();
      int depth = 0;
      size_t close = open;
      for (; close < d.size(); ++close) {
        depth += d[close] == '[' ? 1 : d[close] == ']' ? -1 : 0;
        if (depth == 0)
          break;
      }
      p.subscripts.push_back({open + 1, close});
    }
}

LoopModel loop(std::string name, std::string set,
               std::vector<KernelParam> params) {
  LoopModel l;
  l.name = name;
  l.function = "op_par_loop_" + name;
  l.setExpr = std::move(set);
  l.kernel.name = name;
  l.kernel.params = std::move(params);
  l.kernel.headerFile = "test_kernels.h";
  l.loc = {"runtime_test.cpp", 10, 3};
  l.indexDats();
  return l;
}

constexpr Access R = Access::Read, W = Access::Write, INC = Access::Inc;

} // namespace

LoopModel resCalcLoop() {
  LoopModel l = loop("res_calc", "edges",
                     {param("x1", "const double *", "double"),
                      param("x2", "const double *", "double"),
                      param("q1", "const double *", "double"),
                      param("q2", "const double *", "double"),
                      param("adt1", "const double *", "double"),
                      param("adt2", "const double *", "double"),
                      param("res1", "double *", "double"),
                      param("res2", "double *", "double")});
  l.maps = {{"pedge", 2}, {"pecell", 2}};
  l.args = {indirect("p_x", 0, "pedge", 0, 2, "double", R),
            indirect("p_x", 0, "pedge", 1, 2, "double", R),
            indirect("p_q", 1, "pecell", 0, 4, "double", R),
            indirect("p_q", 1, "pecell", 1, 4, "double", R),
            indirect("p_adt", 1, "pecell", 0, 1, "double", R),
            indirect("p_adt", 1, "pecell", 1, 1, "double", R),
            indirect("p_res", 1, "pecell", 0, 4, "double", INC),
            indirect("p_res", 1, "pecell", 1, 4, "double", INC)};
  l.indexDats();
  return l;
}

LoopModel updateLoop() {
  LoopModel l = loop("update", "cells",
                     {param("qold", "const double *", "double"),
                      param("q", "double *", "double"),
                      param("res", "double *", "double"),
                      param("adt", "const double *", "double"),
                      param("rms", "double *", "double")});
  l.args = {direct("p_qold", 4, "double", R), direct("p_q", 4, "double", W),
            direct("p_res", 4, "double", Access::ReadWrite),
            direct("p_adt", 1, "double", R), global("&rms", 1, "double", INC)};
  l.indexDats();
  return l;
}

LoopModel boundsLoop() {
  LoopModel l = loop("bounds", "cells",
                     {param("q", "double *", "double"),
                      param("qmin", "double *", "double"),
                      param("qmax", "double *", "double")});
  l.args = {direct("p_q", 4, "double", R),
            global("qmin", 2, "double", Access::Min),
            global("qmax", 2, "double", Access::Max)};
  l.indexDats();
  return l;
}

LoopModel centreLoop() {
  LoopModel l = loop("cell_centre", "cells",
                     {param("x", "const double **", "const double *"),
                      param("centre", "double *", "double")});
  l.maps = {{"pcell", 4}};
  l.args = {vectorArg("p_x", 0, "pcell", 4, 2, "double", R),
            direct("p_centre", 2, "double", W)};
  l.indexDats();
  return l;
}

LoopModel spreadLoop() {
  LoopModel l = loop("spread", "cells",
                     {param("w", "const double *", "double"),
                      param("q", "const double *", "double"),
                      param("nodeval", "double **", "double *")});
  l.maps = {{"pcell", 4}};
  l.args = {global("&w", 1, "double", R), direct("p_q", 4, "double", R),
            vectorArg("p_nodeval", 0, "pcell", 4, 1, "double", INC)};
  l.indexDats();
  return l;
}

LoopModel recordIdsLoop() {
  LoopModel l =
      loop("record_ids", "edges",
           {param("e", "const int *", "int"),
            param("node", "const int *", "int"), param("ids", "int *", "int")});
  l.maps = {{"pedge", -1}}; // op_decl_map not visible to the front end
  l.args = {idxArg(-1, "OP_ID", -1), idxArg(0, "pedge", 1),
            direct("p_ids", 2, "int", W)};
  l.indexDats();
  return l;
}

LoopModel lastValueLoop() {
  LoopModel l = loop("last_value", "cells",
                     {param("q", "const double *", "double"),
                      param("last", "double *", "double")});
  l.args = {direct("p_q", 4, "double", R), global("&last", 1, "double", W)};
  l.indexDats();
  return l;
}

std::vector<NamedLoop> allLoops() {
  std::vector<NamedLoop> all = {
      {"res_calc", resCalcLoop()},      {"update_inc", updateLoop()},
      {"bounds_min_max", boundsLoop()}, {"vector_read", centreLoop()},
      {"vector_inc", spreadLoop()},     {"idx", recordIdsLoop()},
      {"gbl_write", lastValueLoop()}};
  for (NamedLoop &n : all)
    define(n.loop);
  return all;
}

ProgramModel testProgram() {
  ProgramModel p;
  p.mainFile = "tests/runtime_test.cpp";
  for (NamedLoop &n : allLoops())
    p.loops.push_back(std::move(n.loop));
  return p;
}

} // namespace loom::translator::testing
