// The CUDA backends' host path, counted by the emulation layer
// (loom::cuda::emulation::counters): after its first call a loop copies
// nothing and waits for nothing (dats and maps are copied when declared, as
// in OP2, unless LOOM_CUDA_UPLOAD=first-use), a reduction waits once for one
// small copy of its result, a changed op_decl_const or OP_READ global is copied
// once without waiting, and the host waits where it reads data (op_fetch_data)
// or where LOOM_CUDA_SYNC=1 asks it to; with LOOM_AUTOTUNE=1, once the
// indirect loop is tuned, it waits no more than without; a steady-state call
// finds its plan and its strategy in its call site's slot (loom::hostLookups:
// no search), and a strategy changed after op_init (an app's --strategy)
// still reaches the call site. Also checks the loops' results against the
// same arithmetic on the host. Prints "host path: N checks passed" or one
// line per failed check (exit 1). Under nvcc (a device build) the counters
// are not there: only the results are checked.
#include "op_seq.h"

#include "host_path_kernels.h"

#ifndef __CUDACC__
#include "loom/core/context.h"
#include "loom/core/host_lookups.h"
#include "loom/core/strategy_flag.h"
#include "loom/cuda/emulation/runtime_api.h"
#endif

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

double alpha = 0.5;

namespace {

int checks = 0, failures = 0;

void expect(bool ok, const std::string &what) {
  ++checks;
  if (!ok) {
    ++failures;
    std::printf("FAILED: %s\n", what.c_str());
  }
}

#ifndef __CUDACC__
namespace emulation = loom::cuda::emulation;

// What the calls since the last reset did, against what they should.
void expectCounts(const char *step, long blocking, long copies, long toDevice,
                  long toHost) {
  const emulation::Counters &c = emulation::counters();
  char line[256];
  std::snprintf(line, sizeof line,
                "%s: %ld blocking calls (expected %ld), %ld copies (%ld), "
                "%ld bytes to the device (%ld), %ld to the host (%ld)",
                step, c.blockingCalls, blocking, c.copies, copies,
                c.bytesToDevice, toDevice, c.bytesToHost, toHost);
  expect(c.blockingCalls == blocking && c.copies == copies &&
             c.bytesToDevice == toDevice && c.bytesToHost == toHost,
         line);
  emulation::reset_counters();
}
#else
void expectCounts(const char *, long, long, long, long) {}
#endif

bool syncEveryLoop() {
  const char *sync = std::getenv("LOOM_CUDA_SYNC");
  return sync && std::strcmp(sync, "1") == 0;
}

bool uploadAtDeclaration() {
  const char *upload = std::getenv("LOOM_CUDA_UPLOAD");
  return !upload || std::strcmp(upload, "first-use") != 0;
}

bool autotune() {
  const char *tune = std::getenv("LOOM_AUTOTUNE");
  return tune && std::strcmp(tune, "1") == 0;
}

} // namespace

int main(int argc, char **argv) {
  op_init(argc, argv, 0);
  const int nnode = 500, nedge = 1500;
  std::vector<int> e2n(2 * nedge);
  for (int e = 0; e < nedge; ++e) {
    e2n[2 * e] = e % nnode;
    e2n[2 * e + 1] = (7 * e + 3) % nnode;
  }
  std::vector<double> x(2 * nnode), y(2 * nnode, 0.0), w(nedge);
  for (int n = 0; n < 2 * nnode; ++n)
    x[n] = 1.0 + 0.01 * (n % 37);
  for (int e = 0; e < nedge; ++e)
    w[e] = 0.25 + 0.001 * (e % 11);

#ifndef __CUDACC__
  emulation::reset_counters();
#endif
  op_set nodes = op_decl_set(nnode, "nodes");
  op_set edges = op_decl_set(nedge, "edges");
  op_map pedge = op_decl_map(edges, nodes, 2, e2n.data(), "pedge");
  op_dat p_x = op_decl_dat(nodes, 2, "double", x.data(), "p_x");
  op_dat p_y = op_decl_dat(nodes, 2, "double", y.data(), "p_y");
  op_dat p_w = op_decl_dat(edges, 1, "double", w.data(), "p_w");
  // Declared after op_init: the map and the dats are copied to the device
  // now, as OP2 does (LOOM_CUDA_UPLOAD=first-use: at their first use).
  const long declared = 2 * nedge * sizeof(int) +
                        (2 * nnode + 2 * nnode + nedge) * sizeof(double);
  if (uploadAtDeclaration())
    expectCounts("declarations", 4, 4, declared, 0);
  else
    expectCounts("declarations (LOOM_CUDA_UPLOAD=first-use)", 0, 0, 0, 0);
  op_decl_const(1, "double", &alpha);
  double by = 0.125;

  auto runScale = [&] {
    op_par_loop(scale, "scale", nodes,
                op_arg_dat(p_x, -1, OP_ID, 2, "double", OP_RW));
  };
  auto runSpread = [&] {
    op_par_loop(spread, "spread", edges,
                op_arg_dat(p_x, 0, pedge, 2, "double", OP_READ),
                op_arg_dat(p_x, 1, pedge, 2, "double", OP_READ),
                op_arg_dat(p_w, -1, OP_ID, 1, "double", OP_READ),
                op_arg_dat(p_y, 0, pedge, 2, "double", OP_INC),
                op_arg_dat(p_y, 1, pedge, 2, "double", OP_INC));
  };
  double sum = 0;
  auto runNorm = [&] {
    sum = 0;
    op_par_loop(norm, "norm", nodes,
                op_arg_dat(p_y, -1, OP_ID, 2, "double", OP_READ),
                op_arg_gbl(&sum, 1, "double", OP_INC));
  };
  auto runShift = [&] {
    op_par_loop(shift, "shift", nodes,
                op_arg_dat(p_x, -1, OP_ID, 2, "double", OP_RW),
                op_arg_gbl(&by, 1, "double", OP_READ));
  };

  // First calls: plans, device buffers, the constant; the data is already
  // there unless LOOM_CUDA_UPLOAD=first-use.
  runScale();
  runSpread();
  runNorm();
  runShift();

  // LOOM_AUTOTUNE=1: spread (the loop with more than one form) is tuned in
  // at most 2 + 7 x 4 calls; then it must make no blocking call again.
  const int tuningCalls = autotune() ? 40 : 0;
  for (int call = 0; call < tuningCalls; ++call)
    runSpread();
#ifndef __CUDACC__
  emulation::reset_counters();
#endif
  const long sync = syncEveryLoop() ? 1 : 0;
  if (tuningCalls > 0) {
    for (int call = 0; call < 8; ++call)
      runSpread();
    expectCounts("steady-state indirect loop after tuning", 8 * sync, 0, 0, 0);
  }
#ifndef __CUDACC__
  loom::hostLookups() = {};
#endif

  runSpread();
  expectCounts("steady-state indirect loop", sync, 0, 0, 0);
  runScale();
  expectCounts("steady-state direct loop, op_decl_const unchanged", sync, 0, 0,
               0);
  runNorm();
  expectCounts("reduction", 1 + sync, 1, 0, sizeof(double));
  runShift();
  expectCounts("OP_READ global unchanged", sync, 0, 0, 0);
  alpha = 0.75; // changed on the host: reaches the device once
  runScale();
  expectCounts("op_decl_const changed", sync, 1, sizeof(double), 0);
  runScale();
  expectCounts("op_decl_const unchanged again", sync, 0, 0, 0);
  by = -0.5;
  runShift();
  expectCounts("OP_READ global changed", sync, 1, sizeof(double), 0);
#ifndef __CUDACC__
  const loom::HostLookups lookups = loom::hostLookups();
  expect(lookups.planSearches == 0 && lookups.devicePlanSearches == 0 &&
             lookups.strategyResolutions == 0,
         "steady-state calls: " + std::to_string(lookups.planSearches) +
             " plan searches, " + std::to_string(lookups.devicePlanSearches) +
             " device plan searches, " +
             std::to_string(lookups.strategyResolutions) +
             " strategy resolutions (expected none)");
#endif

  // A dat declared mid-run: copied once, at its declaration (or, with
  // LOOM_CUDA_UPLOAD=first-use, by the first loop that uses it); the first
  // call of a direct loop on it then copies nothing.
  std::vector<double> z(2 * nnode, 2.0);
  op_dat p_z = op_decl_dat(nodes, 2, "double", z.data(), "p_z");
  // loomc keeps p_z (reached directly only) as struct of arrays, rows
  // padded to a multiple of 32 elements: copied in that layout at its
  // declaration (its name registered by the generated code), not again at
  // its first use.
  const long zBytes = (nnode + 31) / 32 * 32 * 2 * sizeof(double);
  const bool early = uploadAtDeclaration();
  expectCounts("a dat declared mid-run", early ? 1 : 0, early ? 1 : 0,
               early ? zBytes : 0, 0);
  op_par_loop(scale, "scale_z", nodes,
              op_arg_dat(p_z, -1, OP_ID, 2, "double", OP_RW));
  expectCounts("first call of a direct loop on it", (early ? 0 : 1) + sync,
               early ? 0 : 1, early ? 0 : zBytes, 0);
  std::vector<double> dz(2 * nnode);
  op_fetch_data(p_z, dz.data());
  expect(std::all_of(dz.begin(), dz.end(),
                     [](double v) { return v == 2.0 * 0.75; }),
         "p_z scaled by alpha = 0.75");
#ifndef __CUDACC__
  emulation::reset_counters();
#endif

  // The results: the same arithmetic on the host copies.
  std::vector<double> hx = x, hy(2 * nnode, 0.0);
  auto hostScale = [&](double a) {
    for (double &v : hx)
      v *= a;
  };
  auto hostSpread = [&] {
    for (int e = 0; e < nedge; ++e) {
      const int a = e2n[2 * e], b = e2n[2 * e + 1];
      for (int d = 0; d < 2; ++d) {
        hy[2 * a + d] += w[e] * hx[2 * b + d];
        hy[2 * b + d] += w[e] * hx[2 * a + d];
      }
    }
  };
  auto hostShift = [&](double s) {
    for (int n = 0; n < nnode; ++n)
      hx[2 * n] += s;
  };
  hostScale(0.5); // first calls
  hostSpread();
  hostShift(0.125);
  for (int call = 0; call < tuningCalls + (tuningCalls > 0 ? 8 : 0); ++call)
    hostSpread();
  hostSpread(); // steady state
  hostScale(0.5);
  double hostSum = 0;
  for (double v : hy)
    hostSum += v * v;
  hostShift(0.125);
  hostScale(0.75);
  hostScale(0.75);
  hostShift(-0.5);
  expect(std::fabs(sum - hostSum) <= 1e-12 * std::fabs(hostSum),
         "the reduction's value " + std::to_string(sum) + " against " +
             std::to_string(hostSum));

  std::vector<double> dx(2 * nnode);
  op_fetch_data(p_x, dx.data());
  expectCounts("op_fetch_data of a device-newer dat", 1, 1, 0,
               2 * nnode * sizeof(double));
  double worst = 0;
  for (int n = 0; n < 2 * nnode; ++n)
    worst = std::fmax(worst, std::fabs(dx[n] - hx[n]) /
                                 std::fmax(1.0, std::fabs(hx[n])));
  expect(worst <= 1e-12, "p_x differs from the host's by " +
                             std::to_string(worst) + " (relative)");

#ifndef __CUDACC__
  // A strategy set after op_init (as an app's --strategy flag does)
  // reaches the call site at its next call, which runs with it: spread by
  // atomics adds the same increments.
  std::vector<double> before(2 * nnode), after(2 * nnode);
  op_fetch_data(p_y, before.data());
  loom::hostLookups() = {};
  loom::applyStrategyFlag("spread=atomic");
  runSpread();
  const std::string ran = loom::context().loopStats().currentStrategy("spread");
  expect(ran == "atomic", "spread ran with '" + ran + "' after spread=atomic");
  expect(loom::hostLookups().strategyResolutions >= 1,
         "the changed strategy was not resolved again");
  op_fetch_data(p_y, after.data());
  std::fill(hy.begin(), hy.end(), 0.0);
  hostSpread();
  double off = 0;
  for (int n = 0; n < 2 * nnode; ++n)
    off = std::fmax(off, std::fabs(after[n] - before[n] - hy[n]) /
                             std::fmax(1.0, std::fabs(hy[n])));
  expect(off <= 1e-12, "spread by atomics differs from the host's by " +
                           std::to_string(off) + " (relative)");
#endif
  op_exit();
  if (failures > 0)
    return 1;
  std::printf("host path: %d checks passed\n", checks);
  return 0;
}
