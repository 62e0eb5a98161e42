#include "generators/cuda_common/device_kernel.h"

#include "generators/common/escaping.h"
#include "generators/common/kernel_copy.h"
#include "generators/common/macro_shield.h"
#include "generators/program_generator.h"

#include <algorithm>
#include <map>
#include <set>
#include <string_view>

namespace loom::translator::codegen::cuda {

namespace {

// `definition` with the subscripts of each strided parameter scaled by its
// stride and the stride parameters added at the end of the parameter list.
std::string withStrides(const KernelModel &kernel,
                        const std::vector<size_t> &strided) {
  std::map<size_t, std::string> factors;
  std::string added;
  for (size_t k : strided) {
    const std::string stride = "loom_stride_" + kernel.params[k].name;
    factors.emplace(k, stride);
    added += ", int " + stride;
  }
  return scaledSubscripts(kernel, factors, added);
}

// The guard of a definition named `name` in namespace `space`: an
// identifier, distinct for distinct pairs (`a::k` and a global `a_k` are
// not one kernel).
std::string guardName(const std::string &space, const std::string &name) {
  return "LOOM_DEFINED_" + joinedScopes(space, "__") +
         (space.empty() ? "" : "__") + name;
}

std::string guarded(const std::string &name, const std::string &body,
                    const std::string &space = "") {
  const std::string guard = guardName(space, name);
  return "#ifndef " + guard + "\n#define " + guard + "\n" + body + "\n#endif";
}

// `definition` inside namespace `space` (reopened), so that the copy sees
// what the original does; unchanged at global scope.
std::string inNamespace(const std::string &space,
                        const std::string &definition) {
  if (space.empty())
    return definition;
  return "namespace " + space + " {\n" + definition + "\n} // namespace " +
         space;
}

// `__device__` placed where a function definition may take it: after a
// template header, else at the start.
std::string markDevice(const std::string &definition) {
  size_t at = 0;
  if (definition.compare(0, 8, "template") == 0) {
    int depth = 0;
    for (size_t i = definition.find('<'); i < definition.size(); ++i) {
      if (definition[i] == '<')
        ++depth;
      else if (definition[i] == '>' && --depth == 0) {
        at = i + 1;
        break;
      }
    }
    return definition.substr(0, at) + " __device__" + definition.substr(at);
  }
  return "__device__ " + definition;
}

} // namespace

std::vector<ConstModel> deviceConstants(const LoopModel &loop) {
  std::vector<ConstModel> consts = loop.consts;
  for (const GlobalRead &g : loop.kernel.globals) {
    if (std::any_of(consts.begin(), consts.end(), [&](const ConstModel &c) {
          return c.name == g.value.name;
        }))
      continue;
    if (!g.unsupported.empty())
      throw GeneratorError(
          loop.loc, "loop '" + loop.name + "': kernel '" + loop.kernel.name +
                        "' reads global '" + g.value.name + "' (" +
                        placeText({g.value.loc.file, g.value.loc.line, 0}) +
                        "), which the CUDA backends cannot copy to the "
                        "device: " +
                        g.unsupported +
                        "; pass it to the loop as an op_arg_gbl");
    consts.push_back(g.value);
  }
  return consts;
}

std::string constantName(const std::string &global) {
  return "loom_const_" + asciiIdentifier(global);
}

std::string globalKernelName(const LoopModel &loop, const std::string &prefix) {
  const std::string_view loopPrefix = "op_par_loop_";
  std::string_view name = loop.function;
  if (name.starts_with(loopPrefix))
    name.remove_prefix(loopPrefix.size());
  return prefix + std::string(name);
}

bool isSoa(const LoopModel &loop, size_t k) {
  const ArgModel &a = loop.args[k];
  return a.kind == ArgKind::Dat && a.datIndex >= 0 &&
         loop.dats[static_cast<size_t>(a.datIndex)].soa;
}

bool needsStride(const LoopModel &loop, const DeviceKernel &kernel, size_t d) {
  if (!loop.dats[d].soa)
    return false;
  for (size_t k = 0; k < loop.args.size(); ++k) {
    const ArgModel &a = loop.args[k];
    if (a.kind != ArgKind::Dat || a.datIndex != static_cast<int>(d))
      continue;
    if (a.mapKind == MapKind::Indirect ||
        std::find(kernel.strided.begin(), kernel.strided.end(), k) !=
            kernel.strided.end())
      return true;
  }
  return false;
}

std::vector<std::string>
withStrides(const DeviceKernel &kernel, std::vector<std::string> args,
            const std::map<size_t, std::string> &strideArgs) {
  for (size_t k : kernel.strided)
    args.push_back(strideArgs.at(k));
  return args;
}

std::string strideLocal(const std::string &stride, const std::string &arg) {
  return "const int " + stride + " = loom::cuda::soaStride(" + arg + ");";
}

DeviceKernel deviceKernel(const LoopModel &loop) {
  const KernelModel &k = loop.kernel;
  for (const DatModel &dat : loop.dats)
    if (!dat.layoutError.empty())
      throw GeneratorError(dat.layoutErrorAt, dat.layoutError);
  if (k.definition.empty())
    throw GeneratorError(loop.loc, "loop '" + loop.name +
                                       "': the CUDA backends need the "
                                       "definition of kernel '" +
                                       k.name +
                                       "' in the translated source or a "
                                       "header it includes");
  if (k.member)
    throw GeneratorError(loop.loc,
                         "loop '" + loop.name + "': kernel '" + k.name +
                             "' is a member function; the CUDA backends copy "
                             "kernels to the device as functions of a "
                             "namespace (make it a free function)");
  // `outer::scale` is copied as outer::loom_device_scale.
  const size_t qualifier = k.name.rfind("::");
  const std::string space =
      qualifier == std::string::npos ? "" : k.name.substr(0, qualifier);
  const std::string base =
      qualifier == std::string::npos ? k.name : k.name.substr(qualifier + 2);
  // The copies are made in the originals' namespaces, which nvcc must name
  // in ASCII as it names the functions (asciiIdentifier renames those).
  auto requireAsciiNamespace = [&](const std::string &function,
                                   const std::string &namespaceName) {
    if (asciiIdentifier(namespaceName) != namespaceName)
      throw GeneratorError(loop.loc,
                           "loop '" + loop.name + "': '" + function +
                               "' is in namespace '" + namespaceName +
                               "', and nvcc takes no device function in a "
                               "namespace named outside ASCII; move it out");
  };
  requireAsciiNamespace(k.name, space);
  for (const HelperFunction &h : k.helpers)
    requireAsciiNamespace(h.name, h.enclosingNamespace);
  DeviceKernel out;
  std::string copy = "loom_device_" + asciiIdentifier(base);
  for (size_t a = 0; a < loop.args.size(); ++a)
    if (isSoa(loop, a) && !k.params[a].subscripts.empty()) {
      out.strided.push_back(a);
      copy += (out.strided.size() == 1 ? "_soa_" : "_") + std::to_string(a);
    }
  out.name = space.empty() ? copy : "::" + space + "::" + copy;
  const std::string text =
      out.strided.empty() ? k.definition : withStrides(k, out.strided);
  std::map<std::string, std::string> renames{{base, copy}};
  // The user's functions it calls become __device__ copies too, renamed.
  for (const HelperFunction &h : k.helpers) {
    if (!h.unsupported.empty())
      throw GeneratorError(
          loop.loc, "loop '" + loop.name + "': kernel '" + k.name +
                        "' calls '" + h.name + "' (" +
                        placeText({h.loc.file, h.loc.line, 0}) + "), " +
                        h.unsupported +
                        ", which the CUDA backends cannot compile for the "
                        "device");
    renames.emplace(h.name, "loom_device_" + asciiIdentifier(h.name));
  }
  const std::vector<ConstModel> consts = deviceConstants(loop);
  std::map<std::string, const ConstModel *> byName;
  for (const ConstModel &c : consts) {
    renames.emplace(c.name, constantName(c.name));
    byName.emplace(c.name, &c);
  }
  std::set<std::string> used;
  for (const HelperFunction &h : k.helpers) {
    // Guarded by name and place: overloads are distinct functions.
    const std::string name = "loom_device_" + asciiIdentifier(h.name) + "_" +
                             std::to_string(h.loc.line);
    out.definition +=
        guarded(name,
                userText(inNamespace(h.enclosingNamespace,
                                     markDevice(renameIdentifiers(
                                         h.definition, renames, used)))),
                h.enclosingNamespace) +
        "\n";
  }
  out.definition +=
      guarded(copy,
              userText(inNamespace(
                  space, markDevice(renameIdentifiers(text, renames, used)))),
              space);
  for (const std::string &name : used) {
    auto it = byName.find(name);
    if (it == byName.end())
      continue;
    const ConstModel &c = *it->second;
    out.consts.push_back(c);
    const std::string constant = constantName(c.name);
    // The whole variable, in its shape: host kernels may read past dim.
    const bool array = c.array || c.dim > 1;
    const int elements = std::max(c.dim, c.extent);
    std::string extent; // built in steps: GCC 12 warns on "[" + to_string
    if (array) {
      extent = "[";
      extent += std::to_string(elements);
      extent += "]";
    }
    if (!out.constDeclarations.empty())
      out.constDeclarations += "\n";
    out.constDeclarations +=
        guarded(constant, "static __constant__ " + c.type + " " + constant +
                              extent + ";");
    const std::string source = array ? c.name : "&" + c.name;
    // A global that no op_decl_const of this source declares (another
    // source may) is named as what it is in errors.
    const bool declared =
        std::any_of(loop.consts.begin(), loop.consts.end(),
                    [&](const ConstModel &d) { return d.name == c.name; });
    std::string what =
        declared ? "upload of op_decl_const '" : "upload of global '";
    what += c.name;
    what += declared ? "'" : "' (read by the kernel)";
    out.constUploads.push_back("loom::cuda::uploadConstant(" + constant + ", " +
                               source + ", " + std::to_string(elements) +
                               " * sizeof(" + c.type +
                               "), name,\n                           " +
                               cppStringLiteral(what) + ");");
  }
  return out;
}

} // namespace loom::translator::codegen::cuda
