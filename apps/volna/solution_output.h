// Volna's output files, written into one folder: VTK unstructured-grid
// snapshots (`volna_<step>.vtu`, VTK's XML format, ASCII) of depth,
// velocity, bed and free surface per triangle, the ParaView time collection
// `volna.pvd` listing them, and `volna.csv`, a time series of volume,
// largest free-surface elevation and largest speed. Every file is written to
// a temporary name and renamed into place, so an interrupted run never
// leaves a truncated file where a good one was.
#pragma once

#include <string>
#include <utility>
#include <vector>

class SolutionOutput {
public:
  // `xy`: 2 coordinates per node; `cellNodes`: 3 nodes per triangle.
  // Creates `folder` if needed; throws std::runtime_error naming the file
  // on any I/O failure.
  SolutionOutput(std::string folder, std::vector<double> xy,
                 std::vector<int> cellNodes);

  // A snapshot of `values` (h, hu, hv, z per cell) at `step` and `time`.
  void writeSnapshot(int step, double time, const std::vector<float> &values);

  // One row of the time series.
  void appendSeries(int step, double time, double volume, float maxSurface,
                    float maxSpeed);

  const std::string &folder() const { return folder_; }

private:
  void writePvd() const;

  std::string folder_;
  std::vector<double> xy_;
  std::vector<int> cellNodes_;
  std::vector<std::pair<double, std::string>> snapshots_;
  std::string series_; // the CSV so far
};
