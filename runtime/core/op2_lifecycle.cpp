// op_init / op_exit and the single-node forms of OP2's distributed calls.
#include "op_lib_cpp.h"

#include "loom/core/context.h"
#include "loom/core/device_init.h"
#include "loom/core/device_release.h"
#include "loom/core/distribution.h"
#include "loom/core/error.h"
#include "loom/core/host_sync.h"
#include "loom/core/loop_report.h"
#include "loom/core/runtime_options.h"
#include "loom/core/standard_output.h"

namespace loom::detail {
void resetRegistryCounters(); // op2_globals.cpp
}

void op_init(int argc, char **argv, int diags) {
  loom::checkStandardOutputAtExit();
  loom::reportUncaughtExceptions();
  loom::orExit([&] {
    loom::distribution().init(argc, argv);
    loom::parseRuntimeOptions(loom::context().options(), argc, argv, diags);
    loom::context().settingsChanged();
    loom::initDevice();
  });
}

void op_init_soa(int argc, char **argv, int diags, int soa) {
  OP_auto_soa = soa ? 1 : 0;
  op_init(argc, argv, diags);
}

void op_exit() {
  loom::Context &ctx = loom::context();
  loom::orExit([] { loom::finishDeviceWork(); });
  if (!ctx.options().reportFile.empty())
    loom::orExit([&] {
      loom::writeLoopReport(ctx.loopStats(), ctx.options().reportFile);
    });
  ctx.clear(); // frees the dats' device copies too
  loom::releaseDeviceCaches();
  loom::detail::resetRegistryCounters();
  loom::distribution().finalize();
}
