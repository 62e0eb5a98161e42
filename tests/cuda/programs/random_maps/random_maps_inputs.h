// The inputs of random_maps.cpp, shared with random_maps_bounds.cpp (the
// bound of its printed values' rounding errors): maps drawn by a fixed-seed
// generator (repeated entries, and 40 nodes no edge touches), coordinates,
// weights and floats, the same in every build.
#pragma once

#include <cstdint>
#include <vector>

// A small linear congruential generator, so that every build sees the
// same maps.
struct RandomMapsGenerator {
  std::uint64_t state;
  int below(int n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(n));
  }
};

struct RandomMapsInputs {
  static constexpr int nnode = 700, nedge = 2100, ntri = 900;
  std::vector<int> e2n = std::vector<int>(nedge * 2);
  std::vector<int> t2n = std::vector<int>(ntri * 3);
  std::vector<double> x = std::vector<double>(nnode * 3);
  std::vector<double> w = std::vector<double>(nedge);
  std::vector<double> tw = std::vector<double>(ntri);
  std::vector<float> f = std::vector<float>(nnode * 4);
};

inline RandomMapsInputs randomMapsInputs() {
  RandomMapsInputs in;
  RandomMapsGenerator random{12345};
  for (int &n : in.e2n)
    n = random.below(in.nnode - 40); // the last 40 nodes untouched
  for (int &n : in.t2n)
    n = random.below(in.nnode);
  // Each input is one correctly rounded division: a build with fused
  // multiply-adds (random_maps_rounding.cmake) computes the same inputs.
  for (double &v : in.x)
    v = (random.below(10000) - 5000) / 1000.0;
  for (double &v : in.w)
    v = (500 + random.below(1000)) / 1000.0;
  for (double &v : in.tw)
    v = (250 + random.below(1000)) / 1000.0;
  for (float &v : in.f)
    v = static_cast<float>(random.below(200) - 100) / 100.0f;
  return in;
}
