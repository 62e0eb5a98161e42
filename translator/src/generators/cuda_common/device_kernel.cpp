#include "generators/cuda_common/device_kernel.h"

#include "generators/program_generator.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <set>

namespace loom::translator::codegen::cuda {

namespace {

bool identStart(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}
bool identChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

// `text` with every identifier found in `renames` replaced; comments, string
// and character literals are copied as they are. Records the identifiers
// replaced in `used`.
std::string renameIdentifiers(const std::string &text,
                              const std::map<std::string, std::string> &renames,
                              std::set<std::string> &used) {
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      size_t end = text.find('\n', i);
      end = end == std::string::npos ? text.size() : end;
      out.append(text, i, end - i);
      i = end;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      size_t end = text.find("*/", i + 2);
      end = end == std::string::npos ? text.size() : end + 2;
      out.append(text, i, end - i);
      i = end;
    } else if (c == '"' || c == '\'') {
      size_t end = i + 1;
      while (end < text.size() && text[end] != c)
        end += text[end] == '\\' ? 2 : 1;
      end = std::min(end + 1, text.size());
      out.append(text, i, end - i);
      i = end;
    } else if (identStart(c)) {
      size_t end = i;
      while (end < text.size() && identChar(text[end]))
        ++end;
      std::string word = text.substr(i, end - i);
      // A member (`.gam`, `->gam`) is not the global.
      const bool member = (i > 0 && text[i - 1] == '.') ||
                          (i > 1 && text[i - 1] == '>' && text[i - 2] == '-');
      auto it = renames.find(word);
      if (it != renames.end() && !member) {
        out += it->second;
        used.insert(word);
      } else {
        out += word;
      }
      i = end;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      size_t end = i;
      while (end < text.size() && (identChar(text[end]) || text[end] == '.'))
        ++end;
      out.append(text, i, end - i);
      i = end;
    } else {
      out += c;
      ++i;
    }
  }
  return out;
}

// `definition` with the subscripts of each strided parameter scaled by its
// stride and the stride parameters added at the end of the parameter list.
std::string withStrides(const KernelModel &kernel,
                        const std::vector<size_t> &strided) {
  std::multimap<size_t, std::string, std::greater<>> inserts;
  std::string added;
  for (size_t k : strided) {
    const KernelParam &p = kernel.params[k];
    const std::string stride = "loom_stride_" + p.name;
    for (const TextSpan &s : p.subscripts) {
      // `q[1]`, `q[d]`: `q[1 * s]`; anything longer in parentheses.
      const bool token =
          std::all_of(kernel.definition.begin() + s.begin,
                      kernel.definition.begin() + s.end, identChar);
      inserts.emplace(s.begin, token ? "" : "(");
      inserts.emplace(s.end, (token ? " * " : ") * ") + stride);
    }
    added += ", int " + stride;
  }
  inserts.emplace(kernel.paramsEnd, added);
  std::string out = kernel.definition;
  for (const auto &[at, text] : inserts)
    out.insert(at, text);
  return out;
}

std::string guardName(const std::string &name) {
  return "LOOM_DEFINED_" + name;
}

std::string guarded(const std::string &name, const std::string &body) {
  return "#ifndef " + guardName(name) + "\n#define " + guardName(name) + "\n" +
         body + "\n#endif";
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

std::string constantName(const std::string &global) {
  return "loom_const_" + global;
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

std::string strideLocal(const std::string &stride, const std::string &k) {
  return "const int " + stride + " = loom::cuda::soaStride(arg" + k + ");";
}

DeviceKernel deviceKernel(const LoopModel &loop) {
  const KernelModel &k = loop.kernel;
  for (const DatModel &dat : loop.dats)
    if (!dat.layoutError.empty())
      throw GeneratorError(dat.layoutError);
  if (k.definition.empty())
    throw GeneratorError(
        loop.loc.file + ":" + std::to_string(loop.loc.line) + ":" +
        std::to_string(loop.loc.column) + ": loop '" + loop.name +
        "': the CUDA backends need "
        "the definition of kernel '" +
        k.name + "' in the translated source or a header it includes");
  DeviceKernel out;
  out.name = "loom_device_" + k.name;
  for (size_t a = 0; a < loop.args.size(); ++a)
    if (isSoa(loop, a) && !k.params[a].subscripts.empty()) {
      out.strided.push_back(a);
      out.name += (out.strided.size() == 1 ? "_soa_" : "_") + std::to_string(a);
    }
  const std::string text =
      out.strided.empty() ? k.definition : withStrides(k, out.strided);
  std::map<std::string, std::string> renames{{k.name, out.name}};
  // The user's functions it calls become __device__ copies too, renamed.
  for (const HelperFunction &h : k.helpers) {
    if (!h.unsupported.empty())
      throw GeneratorError(
          loop.loc.file + ":" + std::to_string(loop.loc.line) + ":" +
          std::to_string(loop.loc.column) + ": loop '" + loop.name +
          "': kernel '" + k.name + "' calls '" + h.name + "' (" + h.loc.file +
          ":" + std::to_string(h.loc.line) + "), " + h.unsupported +
          ", which the CUDA backends cannot compile for the device");
    renames.emplace(h.name, "loom_device_" + h.name);
  }
  std::map<std::string, const ConstModel *> byName;
  for (const ConstModel &c : loop.consts) {
    renames.emplace(c.name, constantName(c.name));
    byName.emplace(c.name, &c);
  }
  std::set<std::string> used;
  for (const HelperFunction &h : k.helpers) {
    // Guarded by name and place: overloads are distinct functions.
    const std::string name =
        "loom_device_" + h.name + "_" + std::to_string(h.loc.line);
    out.definition +=
        guarded(name,
                markDevice(renameIdentifiers(h.definition, renames, used))) +
        "\n";
  }
  out.definition +=
      guarded(out.name, markDevice(renameIdentifiers(text, renames, used)));
  for (const std::string &name : used) {
    auto it = byName.find(name);
    if (it == byName.end())
      continue;
    const ConstModel &c = *it->second;
    out.consts.push_back(c);
    const std::string constant = constantName(c.name);
    std::string extent; // built in steps: GCC 12 warns on "[" + to_string
    if (c.dim > 1) {
      extent = "[";
      extent += std::to_string(c.dim);
      extent += "]";
    }
    if (!out.constDeclarations.empty())
      out.constDeclarations += "\n";
    out.constDeclarations +=
        guarded(constant, "static __constant__ " + c.type + " " + constant +
                              extent + ";");
    const std::string source = c.dim > 1 ? c.name : "&" + c.name;
    out.constUploads.push_back(
        "loom::cuda::check(cudaMemcpyToSymbol(" + constant + ", " + source +
        ", " + std::to_string(c.dim) + " * sizeof(" + c.type +
        ")), name, \"upload of op_decl_const '" + c.name + "'\");");
  }
  return out;
}

} // namespace loom::translator::codegen::cuda
