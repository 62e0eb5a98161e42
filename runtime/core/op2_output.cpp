// OP2's printing, timing and dump calls.
#include "op_lib_cpp.h"

#include "loom/core/context.h"
#include "loom/core/distribution.h"
#include "loom/core/error.h"
#include "loom/core/host_sync.h"
#include "loom/core/stream_bandwidth.h"
#include "loom/core/type_name.h"
#include "loom/fileio/output_file.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

void op_printf(const char *format, ...) {
  if (loom::distribution().rank() != 0)
    return; // as OP2: rank 0 prints
  va_list args;
  va_start(args, format);
  std::vprintf(format, args);
  va_end(args);
}

// As OP2's: the time once the device's queued work is done (a device
// backend's launches return before their kernels end); op_timers_core
// reads the clocks without waiting.
void op_timers_core(double *cpu, double *et) {
  if (cpu)
    *cpu = loom::cpuTime();
  if (et)
    *et = loom::wallTime();
}

// As OP2: under MPI every process waits for the others first.
void op_timers(double *cpu, double *et) {
  loom::orExit([] {
    loom::finishDeviceWork();
    loom::distribution().barrier();
  });
  op_timers_core(cpu, et);
}

namespace {

// A loop's calls' time without the time spent making its plans (which the
// plan column shows apart).
double runSeconds(const loom::LoopStats &s) {
  return std::max(0.0, s.seconds - s.planSeconds);
}

// Each loop's calls, time and achieved bandwidth; beside it the share of the
// machine's STREAM bandwidth when one is known (loom/core/stream_bandwidth.h).
void timingTable(FILE *f) {
  loom::orExit([] { loom::finishDeviceWork(); }); // pending kernel times
  const auto &entries = loom::context().loopStats().entries();
  bool strategies = false, device = false;
  double total = 0, planTotal = 0;
  for (const auto &[name, s] : entries) {
    strategies |= !s.strategy.empty() || !s.elementLoop.empty();
    device |= s.deviceCalls > 0;
    total += runSeconds(s);
    planTotal += s.planSeconds;
  }
  const std::optional<loom::StreamFigure> stream = loom::streamBandwidth();
  std::fprintf(f, "\n%-24s %8s %12s %14s %10s%s%s %12s%s\n", "loop", "calls",
               "time (s)", "per call (ms)", "GB/s", stream ? "   % STREAM" : "",
               device ? "  kernel (ms)  kernel GB/s" : "", "plan (s)",
               strategies ? "  strategy" : "");
  for (const auto &[name, s] : entries) {
    const double seconds = runSeconds(s);
    double gbs = seconds > 0 ? s.bytes / seconds / 1e9 : 0.0;
    char share[16] = "";
    if (stream)
      std::snprintf(share, sizeof share, " %10.0f", 100 * gbs / stream->gbs);
    // The kernels' own time (CUDA events), per call, and its bandwidth.
    char kernel[40] = "";
    if (device && s.deviceCalls > 0 && s.deviceSeconds > 0)
      std::snprintf(kernel, sizeof kernel, " %12.4f %12.2f",
                    1e3 * s.deviceSeconds / s.deviceCalls,
                    s.bytes / s.calls * s.deviceCalls / s.deviceSeconds / 1e9);
    else if (device)
      std::snprintf(kernel, sizeof kernel, " %12s %12s", "-", "-");
    // The strategy, and how the elements ran: "block:2048, simd".
    std::string how = s.strategy;
    if (!s.elementLoop.empty())
      how += (how.empty() ? "" : ", ") + s.elementLoop;
    std::fprintf(f, "%-24s %8ld %12.4f %14.4f %10.2f%s%s %12.4f%s%s\n",
                 name.c_str(), s.calls, seconds,
                 s.calls ? 1e3 * seconds / s.calls : 0.0, gbs, share, kernel,
                 s.planSeconds, how.empty() ? "" : "  ", how.c_str());
  }
  // The plan total under the plan column (past the blank per-call, GB/s,
  // STREAM and kernel columns).
  std::fprintf(f, "%-24s %8s %12.4f %*s %12.4f\n", "total", "", total,
               25 + (stream ? 11 : 0) + (device ? 26 : 0), "", planTotal);
  if (device)
    std::fprintf(f, "kernel: the loop's kernels on the device per call (CUDA "
                    "events around its launches)\n");
  if (stream && stream->threads > 0)
    std::fprintf(f,
                 "STREAM triad %.2f GB/s (%d thread%s, measured at exit; "
                 "LOOM_STREAM_GBS=off|measure|<GB/s>)\n",
                 stream->gbs, stream->threads, stream->threads == 1 ? "" : "s");
  else if (stream)
    std::fprintf(f, "STREAM triad %.2f GB/s (LOOM_STREAM_GBS)\n", stream->gbs);
}

// An output through loom/fileio/output_file.h; any failure ends the program
// with one line naming the call.
std::unique_ptr<loom::fileio::OutputFile> openOutput(const char *file,
                                                     const std::string &call) {
  if (!file)
    loom::fatal(call + ": null file name");
  try {
    auto out = std::make_unique<loom::fileio::OutputFile>(file);
    out->stream(); // opened here, so that stream() cannot fail later
    return out;
  } catch (const loom::fileio::OutputError &e) {
    loom::fatal(call + ": " + e.what());
  }
}

void closeOutput(loom::fileio::OutputFile &out, const std::string &call) {
  try {
    out.commit();
  } catch (const loom::fileio::OutputError &e) {
    loom::fatal(call + ": " + e.what());
  }
}

} // namespace

// Rank 0's table, as OP2 prints it (other processes' times are alike).
void op_timing_output() {
  if (loom::distribution().rank() == 0)
    timingTable(stdout);
}
void op_timing_output_core() { op_timing_output(); }

// Rank 0's table, as op_timing_output prints it.
void op_timing_output_2_file(const char *file_name) {
  if (loom::distribution().rank() != 0)
    return;
  auto out = openOutput(file_name, "op_timing_output_2_file");
  timingTable(out->stream());
  closeOutput(*out, "op_timing_output_2_file");
}

// OP2's CSV columns: rank 0's rows (under MPI the other processes' times
// are alike), one thread, no MPI time. "GB used" is the estimated data moved
// over all calls, "GB total" the same (Loom has no separate figure for the
// whole working set).
void op_timings_to_csv(const char *file_name) {
  if (loom::distribution().rank() != 0)
    return;
  auto out = openOutput(file_name, "op_timings_to_csv");
  FILE *f = out->stream();
  std::fprintf(f, "rank,thread,nranks,nthreads,count,total time,plan time,"
                  "mpi time,GB used,GB total,kernel name\n");
  const int ranks = loom::distribution().ranks();
  for (const auto &[name, s] : loom::context().loopStats().entries())
    std::fprintf(f, "0,0,%d,1,%ld,%.9f,%.9f,0,%.9f,%.9f,%s\n", ranks, s.calls,
                 s.seconds, s.planSeconds, s.bytes / 1e9, s.bytes / 1e9,
                 name.c_str());
  closeOutput(*out, "op_timings_to_csv");
}

// As OP2's MPI library: the mean of t and of t * t over the processes (on
// every process here; OP2 gives rank 0 the figures).
void op_compute_moment(double t, double *first, double *second) {
  double sums[2] = {t, t * t};
  loom::distribution().sumOverProcesses(sums, 2);
  const double ranks = loom::distribution().ranks();
  if (first)
    *first = sums[0] / ranks;
  if (second)
    *second = sums[1] / ranks;
}

// The mean of the times and of their squares, over every process's times
// (zeros left out when asked); 0 for no times.
void op_compute_moment_across_times(double *times, int ntimes,
                                    bool ignore_zeros, double *first,
                                    double *second) {
  double sums[3] = {0, 0, 0}; // sum, sum of squares, count
  for (int i = 0; i < ntimes && times; ++i) {
    if (ignore_zeros && times[i] == 0.0)
      continue;
    sums[0] += times[i];
    sums[1] += times[i] * times[i];
    sums[2] += 1;
  }
  loom::distribution().sumOverProcesses(sums, 3);
  if (first)
    *first = sums[2] > 0 ? sums[0] / sums[2] : 0.0;
  if (second)
    *second = sums[2] > 0 ? sums[1] / sums[2] : 0.0;
}

// As OP2: rank 0 prints.
void op_print(const char *line) {
  if (loom::distribution().rank() == 0)
    std::printf("%s\n", line ? line : "");
}

// OP2's argument-error line; like OP2 it does not exit.
void op_err_print(const char *error, int m, const char *name) {
  std::printf("error: arg %d in kernel \"%s\"\n%s \n", m, name ? name : "",
              error ? error : "");
}

void op_diagnostic_output() {
  if (loom::distribution().rank() != 0)
    return; // rank 0's part, as OP2's root prints
  loom::Context &ctx = loom::context();
  std::printf("\nLoom diagnostics\n  sets:\n");
  for (op_set s : ctx.sets()) {
    std::printf("    %-20s size %d", s->name, s->size);
    if (loom::distribution().partitioned())
      std::printf(" on rank 0 of %d (%lld in all): core %d, execute halo "
                  "%d, non-execute halo %d",
                  loom::distribution().ranks(),
                  loom::distribution().globalSize(s), s->core_size,
                  s->exec_size, s->nonexec_size);
    std::printf("\n");
  }
  std::printf("  maps:\n");
  for (op_map m : ctx.maps())
    std::printf("    %-20s %s -> %s, dim %d\n", m->name, m->from->name,
                m->to->name, m->dim);
  std::printf("  dats:\n");
  for (op_dat d : ctx.dats())
    std::printf("    %-20s on %s, dim %d, type %s, %d bytes per element\n",
                d->name, d->set->name, d->dim, d->type, d->size);
}

namespace {

std::unique_ptr<loom::fileio::OutputFile> openFor(op_dat dat, const char *file,
                                                  const char *call) {
  if (!dat)
    loom::fatal(std::string(call) + ": null dat");
  return openOutput(file, std::string(call) + "(" + dat->name + ")");
}

// The whole dat in declaration order: rank 0 gets every process's part
// (the others get nothing and write nothing), so that the file is the same
// for any number of processes.
struct GatheredDat {
  std::string bytes;
  long elements = 0;
  bool writer = true;
};

GatheredDat gather(op_dat dat) {
  GatheredDat g; // gatherDat brings a device-newer host copy up to date
  g.bytes = loom::distribution().gatherDat(dat);
  g.elements = static_cast<long>(g.bytes.size() / dat->size);
  g.writer = loom::distribution().rank() == 0;
  return g;
}

template <typename T>
void printValues(FILE *f, op_dat dat, const GatheredDat &g,
                 const char *format) {
  const T *v = reinterpret_cast<const T *>(g.bytes.data());
  for (long n = 0; n < g.elements; ++n) {
    for (int d = 0; d < dat->dim; ++d)
      std::fprintf(f, format, v[static_cast<size_t>(n) * dat->dim + d]);
    std::fputc('\n', f);
  }
}

} // namespace

// Text dump: "size dim" on the first line, then one element per line.
void op_print_dat_to_txtfile(op_dat dat, const char *file_name) {
  if (!dat)
    loom::fatal("op_print_dat_to_txtfile: null dat");
  const GatheredDat g = gather(dat);
  if (!g.writer)
    return;
  auto out = openFor(dat, file_name, "op_print_dat_to_txtfile");
  FILE *f = out->stream();
  std::fprintf(f, "%ld %d\n", g.elements, dat->dim);
  std::string_view type = loom::baseTypeName(dat->type);
  if (loom::sameTypeName(type, "double"))
    printValues<double>(f, dat, g, "%.17g ");
  else if (loom::sameTypeName(type, "float"))
    printValues<float>(f, dat, g, "%.9g ");
  else if (loom::sameTypeName(type, "int"))
    printValues<int>(f, dat, g, "%d ");
  else if (loom::sameTypeName(type, "long"))
    printValues<long>(f, dat, g, "%ld ");
  else if (loom::sameTypeName(type, "long long"))
    printValues<long long>(f, dat, g, "%lld ");
  else if (loom::sameTypeName(type, "unsigned int"))
    printValues<unsigned int>(f, dat, g, "%u ");
  else
    loom::fatal(std::string("op_print_dat_to_txtfile(") + dat->name +
                "): cannot print values of type \"" + dat->type +
                "\" as text (use op_print_dat_to_binfile)");
  closeOutput(*out, std::string("op_print_dat_to_txtfile(") + dat->name + ")");
}

void op_print_dat_to_txtfile_core(op_dat dat, const char *file_name) {
  op_print_dat_to_txtfile(dat, file_name);
}

void op_print_dat_to_binfile_core(op_dat dat, const char *file_name) {
  op_print_dat_to_binfile(dat, file_name);
}

// Binary dump: two ints (size, dim), then the raw element data.
void op_print_dat_to_binfile(op_dat dat, const char *file_name) {
  if (!dat)
    loom::fatal("op_print_dat_to_binfile: null dat");
  const GatheredDat g = gather(dat);
  if (!g.writer)
    return;
  const std::string call =
      std::string("op_print_dat_to_binfile(") + dat->name + ")";
  auto out = openFor(dat, file_name, "op_print_dat_to_binfile");
  int header[2] = {static_cast<int>(g.elements), dat->dim};
  try {
    out->write(std::string_view(reinterpret_cast<const char *>(header),
                                sizeof header));
    out->write(g.bytes);
  } catch (const loom::fileio::OutputError &e) {
    loom::fatal(call + ": " + e.what());
  }
  closeOutput(*out, call);
}
