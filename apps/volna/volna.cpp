// Volna: the 2D non-linear shallow-water equations (h, hu, hv) over a bed z,
// first-order finite volumes on unstructured triangles in single precision,
// structured as OP2's Volna is: per-edge numerical fluxes with a global MIN
// time step, SpaceDiscretization (edges incrementing cells), an explicit
// update, reflective walls. Written against OP2's C++ API.
//
//   volna [MESH_FILE] [--problem lake|dambreak|wave] [--mesh-size NXxNY]
//         [--steps N] [--end-time T] [--cfl C] [--rk2] [--report-every K]

#include <algorithm>
#include <cstdio>
#include <exception>
#include <limits>
#include <memory>
#include <new>
#include <vector>

#include "solution_output.h"
#include "volna_setup.h"

#include "loom/core/guarded_main.h"

#include "op_seq.h"

// global constants

float gravity, dry_depth, cfl;

// user kernels

#include "compute_fluxes.h"
#include "measure.h"
#include "rk2_update.h"
#include "save_values.h"
#include "space_discretization.h"
#include "update.h"
#include "wall_fluxes.h"

namespace {

struct Report {
  double volume = 0;
  float maxSpeed = 0, minDepth = 0, maxSurface = 0, minSurface = 0;
};

Report measureState(op_set cells, op_dat values, op_dat area) {
  Report r;
  const float inf = std::numeric_limits<float>::infinity();
  r.minDepth = inf;
  r.maxSurface = -inf;
  r.minSurface = inf;
  op_par_loop(measure, "measure", cells,
              op_arg_dat(values, -1, OP_ID, 4, "float", OP_READ),
              op_arg_dat(area, -1, OP_ID, 1, "float", OP_READ),
              op_arg_gbl(&r.volume, 1, "double", OP_INC),
              op_arg_gbl(&r.maxSpeed, 1, "float", OP_MAX),
              op_arg_gbl(&r.minDepth, 1, "float", OP_MIN),
              op_arg_gbl(&r.maxSurface, 1, "float", OP_MAX),
              op_arg_gbl(&r.minSurface, 1, "float", OP_MIN));
  return r;
}

int runVolna(int argc, char **argv, const VolnaOptions &opt) {
  VolnaInput in = setUpVolna(opt);

  op_init(argc, argv, 2);
  loom::applyStrategyFlag(opt.strategy); // --strategy

  gravity = 9.81f;
  dry_depth = 1e-3f;
  cfl = opt.cfl;

  // declare sets, maps and datasets

  op_set cells = op_decl_set(in.ncell, "cells");
  op_set edges = op_decl_set(in.nedge, "edges");
  op_set bedges = op_decl_set(in.nbedge, "bedges");

  op_map edge_cells =
      op_decl_map(edges, cells, 2, in.edgeCells.data(), "edge_cells");
  op_map bedge_cell =
      op_decl_map(bedges, cells, 1, in.bedgeCell.data(), "bedge_cell");

  op_dat values = op_decl_dat(cells, 4, "float", in.values.data(), "values");
  std::vector<float> zeros(4 *
                           static_cast<size_t>(std::max(in.ncell, in.nedge)));
  op_dat values_old =
      op_decl_dat(cells, 4, "float", zeros.data(), "values_old");
  op_dat rhs = op_decl_dat(cells, 3, "float", zeros.data(), "rhs");
  op_dat area = op_decl_dat(cells, 1, "float", in.area.data(), "area");
  op_dat radius = op_decl_dat(cells, 1, "float", in.radius.data(), "radius");
  op_dat edge_normal =
      op_decl_dat(edges, 2, "float", in.edgeNormal.data(), "edge_normal");
  op_dat edge_length =
      op_decl_dat(edges, 1, "float", in.edgeLength.data(), "edge_length");
  op_dat edge_flux = op_decl_dat(edges, 3, "float", zeros.data(), "edge_flux");
  op_dat edge_source =
      op_decl_dat(edges, 2, "float", zeros.data(), "edge_source");
  op_dat bedge_normal =
      op_decl_dat(bedges, 2, "float", in.bedgeNormal.data(), "bedge_normal");
  op_dat bedge_length =
      op_decl_dat(bedges, 1, "float", in.bedgeLength.data(), "bedge_length");

  // optional locality renumbering (--reorder, LOOM_REORDER); output files
  // stay in the mesh's own numbering

  const std::vector<int> cell_index = reorderVolnaMesh(opt, edge_cells);

  op_decl_const(1, "float", &gravity);
  op_decl_const(1, "float", &dry_depth);
  op_decl_const(1, "float", &cfl);

  op_diagnostic_output();

  const Report initial = measureState(cells, values, area);
  op_printf("problem %s: %d cells, %d edges, %d wall edges, volume %.9e\n",
            opt.problem.c_str(), in.ncell, in.nedge, in.nbedge, initial.volume);

  // Output files, when asked for: a snapshot at the start, every
  // snapshot_every steps and at the end; a series row at every report.
  std::unique_ptr<SolutionOutput> output;
  std::vector<float> host_values(4 * static_cast<size_t>(in.ncell));
  const int snapshot_every =
      opt.snapshotEvery > 0 ? opt.snapshotEvery : opt.reportEvery;
  auto snapshot = [&](int step, double time) {
    op_fetch_data(values, host_values.data());
    if (!cell_index.empty()) {
      std::vector<float> renumbered = host_values;
      for (size_t c = 0; c < cell_index.size(); ++c)
        std::copy_n(&renumbered[4 * static_cast<size_t>(cell_index[c])], 4,
                    &host_values[4 * c]);
    }
    output->writeSnapshot(step, time, host_values);
  };
  if (!opt.outputFolder.empty()) {
    output = std::make_unique<SolutionOutput>(opt.outputFolder, in.nodeXY,
                                              in.cellNodes);
    snapshot(0, 0.0);
    output->appendSeries(0, 0.0, initial.volume, initial.maxSurface,
                         initial.maxSpeed);
  }

  double cpu_t1, cpu_t2, wall_t1, wall_t2, wall_steady = 0, cpu_steady;
  op_timers(&cpu_t1, &wall_t1);

  const float largest_step = 1.0f;
  double time = 0;
  int step = 0;
  Report last = initial;
  while (step < opt.steps && (opt.endTime <= 0 || time < opt.endTime)) {
    if (opt.rk2)
      op_par_loop(save_values, "save_values", cells,
                  op_arg_dat(values, -1, OP_ID, 4, "float", OP_READ),
                  op_arg_dat(values_old, -1, OP_ID, 4, "float", OP_WRITE));

    float dt = largest_step;
    for (int stage = 0; stage < (opt.rk2 ? 2 : 1); ++stage) {
      float stage_dt = largest_step;

      op_par_loop(compute_fluxes, "compute_fluxes", edges,
                  op_arg_dat(values, 0, edge_cells, 4, "float", OP_READ),
                  op_arg_dat(values, 1, edge_cells, 4, "float", OP_READ),
                  op_arg_dat(edge_normal, -1, OP_ID, 2, "float", OP_READ),
                  op_arg_dat(radius, 0, edge_cells, 1, "float", OP_READ),
                  op_arg_dat(radius, 1, edge_cells, 1, "float", OP_READ),
                  op_arg_dat(edge_flux, -1, OP_ID, 3, "float", OP_WRITE),
                  op_arg_dat(edge_source, -1, OP_ID, 2, "float", OP_WRITE),
                  op_arg_gbl(&stage_dt, 1, "float", OP_MIN));

      op_par_loop(wall_fluxes, "wall_fluxes", bedges,
                  op_arg_dat(values, 0, bedge_cell, 4, "float", OP_READ),
                  op_arg_dat(bedge_normal, -1, OP_ID, 2, "float", OP_READ),
                  op_arg_dat(bedge_length, -1, OP_ID, 1, "float", OP_READ),
                  op_arg_dat(radius, 0, bedge_cell, 1, "float", OP_READ),
                  op_arg_dat(rhs, 0, bedge_cell, 3, "float", OP_INC),
                  op_arg_gbl(&stage_dt, 1, "float", OP_MIN));

      op_par_loop(space_discretization, "space_discretization", edges,
                  op_arg_dat(edge_flux, -1, OP_ID, 3, "float", OP_READ),
                  op_arg_dat(edge_source, -1, OP_ID, 2, "float", OP_READ),
                  op_arg_dat(edge_normal, -1, OP_ID, 2, "float", OP_READ),
                  op_arg_dat(edge_length, -1, OP_ID, 1, "float", OP_READ),
                  op_arg_dat(rhs, 0, edge_cells, 3, "float", OP_INC),
                  op_arg_dat(rhs, 1, edge_cells, 3, "float", OP_INC));

      // The first stage sets the step; the last one may be shortened to
      // end exactly at the requested time.
      if (stage == 0) {
        dt = stage_dt;
        if (opt.endTime > 0 && time + dt > opt.endTime)
          dt = static_cast<float>(opt.endTime - time);
      }

      if (stage == 0)
        op_par_loop(update, "update", cells,
                    op_arg_dat(values, -1, OP_ID, 4, "float", OP_RW),
                    op_arg_dat(rhs, -1, OP_ID, 3, "float", OP_RW),
                    op_arg_dat(area, -1, OP_ID, 1, "float", OP_READ),
                    op_arg_gbl(&dt, 1, "float", OP_READ));
      else
        op_par_loop(rk2_update, "rk2_update", cells,
                    op_arg_dat(values, -1, OP_ID, 4, "float", OP_RW),
                    op_arg_dat(values_old, -1, OP_ID, 4, "float", OP_READ),
                    op_arg_dat(rhs, -1, OP_ID, 3, "float", OP_RW),
                    op_arg_dat(area, -1, OP_ID, 1, "float", OP_READ),
                    op_arg_gbl(&dt, 1, "float", OP_READ));
    }
    time += dt;
    ++step;
    // The steady state starts after the first step, which builds the
    // loops' plans and (GPU builds) uploads the data.
    if (step == 1)
      op_timers(&cpu_steady, &wall_steady);

    if (step % opt.reportEvery == 0) {
      last = measureState(cells, values, area);
      op_printf(" step %6d  time %.5e  dt %.3e  volume %.9e  max speed "
                "%.3e  min depth %.3e\n",
                step, time, dt, last.volume, last.maxSpeed, last.minDepth);
      if (output)
        output->appendSeries(step, time, last.volume, last.maxSurface,
                             last.maxSpeed);
    }
    if (output && step % snapshot_every == 0)
      snapshot(step, time);
  }

  op_timers(&cpu_t2, &wall_t2);

  last = measureState(cells, values, area);
  op_printf("final: steps=%d time=%.9e volume=%.9e volume_change=%.3e "
            "max_speed=%.6e min_depth=%.6e surface_range=%.6e\n",
            step, time, last.volume,
            (last.volume - initial.volume) / initial.volume, last.maxSpeed,
            last.minDepth, last.maxSurface - last.minSurface);

  if (output && step % snapshot_every != 0)
    snapshot(step, time);

  op_timing_output();
  op_printf("Max total runtime = %f\n", wall_t2 - wall_t1);
  if (step > 1)
    op_printf("Steps after the first = %d, runtime = %f\n", step - 1,
              wall_t2 - wall_steady);

  op_exit();
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  return loom::guardedMain([&] {
    VolnaOptions opt;
    if (int status = parseVolnaCommandLine(argc, argv, opt); status >= 0)
      return status;
    return runVolna(argc, argv, opt);
  });
}
