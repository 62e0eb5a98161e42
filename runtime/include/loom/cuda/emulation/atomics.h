// CUDA emulation layer (test harness, not a performance path): atomics.
// All threads of an emulated launch run as fibers on one OS thread and only
// switch at barriers, so a read-modify-write is atomic as written. Atomics
// are not reported by the race detector, as on a GPU.
#pragma once

#include <algorithm>

template <typename T> inline T atomicAdd(T *address, T value) {
  T old = *address;
  *address = old + value;
  return old;
}
template <typename T> inline T atomicSub(T *address, T value) {
  T old = *address;
  *address = old - value;
  return old;
}
template <typename T> inline T atomicMin(T *address, T value) {
  T old = *address;
  *address = std::min(old, value);
  return old;
}
template <typename T> inline T atomicMax(T *address, T value) {
  T old = *address;
  *address = std::max(old, value);
  return old;
}
template <typename T> inline T atomicExch(T *address, T value) {
  T old = *address;
  *address = value;
  return old;
}
template <typename T> inline T atomicCAS(T *address, T compare, T value) {
  T old = *address;
  if (old == compare)
    *address = value;
  return old;
}
