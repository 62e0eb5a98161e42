// OP2's section timing (op_profile.h, and op_timing2.h under its older
// names): a tree of named sections, each with its number of entries and total
// wall-clock seconds.
#include "op_profile.h"
#include "op_timing2.h"

#include "loom/core/error.h"
#include "loom/core/loop_stats.h"
#include "loom/fileio/output_file.h"

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace {

struct Section {
  std::string name;
  Section *parent = nullptr;
  long calls = 0;
  double seconds = 0.0;
  double entered = 0.0;
  std::vector<std::unique_ptr<Section>> children;

  Section *child(const std::string &n) {
    for (auto &c : children)
      if (c->name == n)
        return c.get();
    children.push_back(std::make_unique<Section>());
    children.back()->name = n;
    children.back()->parent = this;
    return children.back().get();
  }
};

struct Profile {
  std::unique_ptr<Section> root;
  Section *open = nullptr; // innermost open section; null when finished
};

Profile &profile() {
  static Profile p;
  return p;
}

std::string nameOf(const char *name, const char *call) {
  if (!name || !*name)
    loom::fatal(std::string(call) + ": empty section name");
  return name;
}

void enterSection(const std::string &name, const char *call) {
  Profile &p = profile();
  if (!p.open)
    loom::fatal(std::string(call) + "(\"" + name +
                "\"): no profile is running (call op_profile_start first)");
  p.open = p.open->child(name);
  p.open->calls += 1;
  p.open->entered = loom::wallTime();
}

void exitSection(const char *call) {
  Profile &p = profile();
  if (!p.open || !p.open->parent)
    loom::fatal(std::string(call) + ": no section is open");
  p.open->seconds += loom::wallTime() - p.open->entered;
  p.open = p.open->parent;
}

void printSection(FILE *f, const Section &s, const std::string &path) {
  std::string here = path.empty() ? s.name : path + "/" + s.name;
  std::fprintf(f, "  %-48s %8ld %14.6f\n", here.c_str(), s.calls, s.seconds);
  for (const auto &c : s.children)
    printSection(f, *c, here);
}

std::string jsonString(const std::string &s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\')
      out += '\\';
    if (static_cast<unsigned char>(c) < 0x20)
      continue;
    out += c;
  }
  return out + "\"";
}

void jsonSection(FILE *f, const Section &s, int depth) {
  std::string pad(static_cast<size_t>(depth) * 2, ' ');
  std::fprintf(f,
               "%s{\"name\": %s, \"calls\": %ld, \"seconds\": %.9g, "
               "\"children\": [",
               pad.c_str(), jsonString(s.name).c_str(), s.calls, s.seconds);
  for (size_t i = 0; i < s.children.size(); ++i) {
    std::fprintf(f, "\n");
    jsonSection(f, *s.children[i], depth + 1);
    if (i + 1 < s.children.size())
      std::fprintf(f, ",");
  }
  std::fprintf(f, "%s]}", s.children.empty() ? "" : ("\n" + pad).c_str());
}

const Section &finishedRoot(const char *call) {
  Profile &p = profile();
  if (!p.root)
    loom::fatal(std::string(call) + ": no profile was recorded "
                                    "(call op_profile_start first)");
  return *p.root;
}

} // namespace

extern "C" {

void op_profile_start(const char *name) {
  Profile &p = profile();
  if (p.open)
    loom::fatal("op_profile_start: a profile is already running");
  p.root = std::make_unique<Section>();
  p.root->name = nameOf(name, "op_profile_start");
  p.root->calls = 1;
  p.root->entered = loom::wallTime();
  p.open = p.root.get();
}

void op_profile_enter(const char *name) {
  enterSection(nameOf(name, "op_profile_enter"), "op_profile_enter");
}

void op_profile_enter_kernel(const char *name, const char *target,
                             const char *variant) {
  std::string label = nameOf(name, "op_profile_enter_kernel");
  if (target && *target)
    label += std::string(" [") + target +
             (variant && *variant ? std::string("/") + variant : "") + "]";
  enterSection(label, "op_profile_enter_kernel");
}

void op_profile_next(const char *name) {
  std::string n = nameOf(name, "op_profile_next");
  exitSection("op_profile_next");
  enterSection(n, "op_profile_next");
}

void op_profile_exit(void) { exitSection("op_profile_exit"); }

void op_profile_end(void) {
  Profile &p = profile();
  if (!p.open)
    loom::fatal("op_profile_end: no profile is running");
  while (p.open->parent)
    exitSection("op_profile_end");
  p.root->seconds = loom::wallTime() - p.root->entered;
  p.open = nullptr;
}

void op_profile_output(void) {
  const Section &root = finishedRoot("op_profile_output");
  std::printf("\n  %-48s %8s %14s\n", "section", "calls", "seconds");
  printSection(stdout, root, "");
}

void op_profile_output_json(const char *filename) {
  const Section &root = finishedRoot("op_profile_output_json");
  if (!filename)
    loom::fatal("op_profile_output_json: null file name");
  try {
    loom::fileio::OutputFile out(filename);
    jsonSection(out.stream(), root, 0);
    std::fprintf(out.stream(), "\n");
    out.commit();
  } catch (const loom::fileio::OutputError &e) {
    loom::fatal(std::string("op_profile_output_json: ") + e.what());
  }
}

void op_timing2_start(const char *name) { op_profile_start(name); }
void op_timing2_enter(const char *name) { op_profile_enter(name); }
void op_timing2_enter_kernel(const char *name, const char *target,
                             const char *variant) {
  op_profile_enter_kernel(name, target, variant);
}
void op_timing2_next(const char *name) { op_profile_next(name); }
void op_timing2_exit(void) { op_profile_exit(); }
void op_timing2_finish(void) { op_profile_end(); }
void op_timing2_output(void) { op_profile_output(); }
void op_timing2_output_json(const char *filename) {
  op_profile_output_json(filename);
}

} // extern "C"
