// The GPU's own bandwidth for bench/cuda/vs_op2.sh: a STREAM triad
// a[i] = b[i] + s * c[i] over three arrays of 2^27 doubles (3 GiB), 20
// timed repetitions after a warm-up, best time; prints "triad: X GB/s".
#include <cstdio>
#include <cuda_runtime.h>

__global__ void triad(double *a, const double *b, const double *c, double s,
                      long n) {
  for (long i = blockIdx.x * long(blockDim.x) + threadIdx.x; i < n;
       i += long(gridDim.x) * blockDim.x)
    a[i] = b[i] + s * c[i];
}

int main() {
  const long n = 1L << 27;
  double *a, *b, *c;
  if (cudaMalloc(&a, n * sizeof(double)) != cudaSuccess ||
      cudaMalloc(&b, n * sizeof(double)) != cudaSuccess ||
      cudaMalloc(&c, n * sizeof(double)) != cudaSuccess) {
    std::fprintf(stderr, "gpu_triad: cannot allocate 3 GiB\n");
    return 1;
  }
  cudaMemset(b, 0, n * sizeof(double));
  cudaMemset(c, 0, n * sizeof(double));
  int device = 0, sms = 0;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  float best = 1e30f;
  for (int r = 0; r < 21; ++r) {
    cudaEventRecord(start);
    triad<<<sms * 8, 256>>>(a, b, c, 3.0, n);
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    if (r > 0 && ms < best)
      best = ms;
  }
  std::printf("triad: %.1f GB/s\n", 3.0 * n * sizeof(double) / best / 1e6);
  return 0;
}
