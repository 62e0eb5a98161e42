// CUDA emulation layer (test harness, not a performance path): the CUDA
// built-in vector types that generated kernels use, as plain aggregates.
#pragma once

namespace loom::cuda::emulation {

struct dim3 {
  unsigned x = 1, y = 1, z = 1;
  constexpr dim3() = default;
  constexpr dim3(unsigned vx, unsigned vy = 1, unsigned vz = 1)
      : x(vx), y(vy), z(vz) {}
  constexpr unsigned count() const { return x * y * z; }
};

struct uint3 {
  unsigned x = 0, y = 0, z = 0;
};

} // namespace loom::cuda::emulation

using dim3 = loom::cuda::emulation::dim3;
using uint3 = loom::cuda::emulation::uint3;

// Aligned as CUDA aligns them, so that vector loads in generated code see
// the same layout under g++ as under nvcc.
struct alignas(16) double2 {
  double x, y;
};
struct alignas(8) float2 {
  float x, y;
};
struct alignas(16) float4 {
  float x, y, z, w;
};
struct alignas(8) int2 {
  int x, y;
};
struct alignas(16) int4 {
  int x, y, z, w;
};

inline double2 make_double2(double x, double y) { return {x, y}; }
inline float2 make_float2(float x, float y) { return {x, y}; }
inline float4 make_float4(float x, float y, float z, float w) {
  return {x, y, z, w};
}
inline int2 make_int2(int x, int y) { return {x, y}; }
inline int4 make_int4(int x, int y, int z, int w) { return {x, y, z, w}; }
