// random_maps_bounds: for every value random_maps.cpp prints, how far two
// admissible evaluations of it may lie apart. The reference build adds
// each node's increments in element order and rounds every operation; a
// device build adds them in another order (colours, blocks, shared-memory
// staging, atomics), and with fused multiply-adds (nvcc's default, or
// -mfma -ffp-contract=fast on a CPU) rounds a * b + c once. Both are
// admissible evaluations: every +, -, * and / of the program, on the
// operands that evaluation computed, gives its exact result times
// (1 + d) with |d| <= u (u = 2^-53 in double, 2^-24 in float; d = 0 for a
// product fused into an addition), and each node's increments are summed
// in some order and grouping. No operation underflows or overflows (checked
// on this evaluation), so the model holds.
//
// Per value this program carries the reference's result v (computed as the
// reference computes it, rounding every operation) and a bound e on
// |y - exact| for every admissible evaluation y, exact being the value in
// exact arithmetic on the same inputs:
//   - an operation op(a, b): if any admissible operands give an exact
//     result within `spread` of op(a, b) (e_a + e_b for + and -,
//     e_a (|v_b| + 2 e_b) + (|v_a| + e_a) e_b for *, e_a / |k| for a
//     division by the constant k), its unrounded result p has
//     |p| <= |v| / (1 - u) + 2 spread, so e = spread + u (|v| / (1 - u) +
//     2 spread);
//   - a sum of n increments t_i in any order and grouping, starting from
//     an exact value: each t_i meets at most n roundings, so (Higham,
//     Accuracy and Stability, Lemma 3.1) e = sum e_i + gamma_n sum (|v_i| +
//     2 e_i), gamma_n = n u / (1 - n u);
//   - a maximum (fmax, OP_RW with fmax, OP_MAX): e = max e_i.
// Two admissible evaluations then differ by at most 2 e. The printed
// allowance is 2 e (1 + 1e-9): the bound's own arithmetic rounds too, at
// most 1e5 operations on any bound, a relative error below 1e-10.
//
//   random_maps_bounds               each output line's allowances: '='
//                                    where the token must match exactly
//   random_maps_bounds --values      the reference's output (a check that
//                                    this program mirrors it)
//   random_maps_bounds --shifted K   the reference's output with each value
//                                    moved by K allowances (K <= 1: just
//                                    within, K > 1: just beyond), signs
//                                    alternating: the negative test
#include "random_maps_inputs.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

namespace {

[[noreturn]] void fail(const std::string &message) {
  std::fprintf(stderr, "loom: error: random_maps_bounds: %s\n",
               message.c_str());
  std::exit(1);
}

// A value as the reference computes it (v), and e >= |y - exact| for every
// admissible evaluation y of it.
struct Bounded {
  double v;
  double e;
};

Bounded exact(double v) { return {v, 0}; }

template <class T>
constexpr double kUnit = std::numeric_limits<T>::epsilon() / 2;

// The rounded result v (in T) of an operation whose admissible operands
// give exact results within `spread` of the exact one.
template <class T> Bounded rounded(T v, double spread) {
  if (!std::isfinite(v) ||
      (v != 0 && std::fabs(v) < std::numeric_limits<T>::min() * 0x1p20)) {
    char text[32];
    std::snprintf(text, sizeof text, "%.17g", static_cast<double>(v));
    fail(std::string("intermediate value ") + text +
         " overflows or comes near underflow: the rounding model needs "
         "neither");
  }
  const double u = kUnit<T>;
  return {static_cast<double>(v),
          spread +
              u * (std::fabs(static_cast<double>(v)) / (1 - u) + 2 * spread)};
}

template <class T> Bounded add(Bounded a, Bounded b) {
  return rounded<T>(static_cast<T>(a.v) + static_cast<T>(b.v), a.e + b.e);
}

template <class T> Bounded sub(Bounded a, Bounded b) {
  return rounded<T>(static_cast<T>(a.v) - static_cast<T>(b.v), a.e + b.e);
}

template <class T> Bounded mul(Bounded a, Bounded b) {
  const double spread =
      a.e * (std::fabs(b.v) + 2 * b.e) + (std::fabs(a.v) + a.e) * b.e;
  return rounded<T>(static_cast<T>(a.v) * static_cast<T>(b.v), spread);
}

Bounded divide(Bounded a, double k) {
  return rounded<double>(a.v / k, a.e / std::fabs(k));
}

Bounded negate(Bounded a) { return {-a.v, a.e}; }

Bounded max(Bounded a, Bounded b) {
  return {std::fmax(a.v, b.v), std::max(a.e, b.e)};
}

double gamma(int n) {
  const double nu = n * kUnit<double>;
  return nu / (1 - nu);
}

// Increments summed in any order and grouping, starting from an exact
// value; v adds them in the reference's order.
struct Sum {
  double v = 0, errors = 0, reach = 0;
  int terms = 0;
  void add(Bounded t) {
    v += t.v;
    errors += t.e;
    reach += std::fabs(t.v) + 2 * t.e;
    ++terms;
  }
  Bounded value() const { return {v, errors + gamma(terms) * reach}; }
};

// random_maps.cpp's loops over the same inputs, kernel by kernel
// (random_maps_kernels.h), in the reference's element order.
struct Results {
  std::vector<Sum> acc; // acc[2 n + c]: p_acc
  std::vector<Bounded> peak, mark;
  Sum sum;
  Bounded largest = exact(-1e300);
};

Results evaluate(const RandomMapsInputs &in) {
  Results r;
  r.acc.resize(in.nnode * 2);
  r.peak.assign(in.nnode, exact(-1e300));
  r.mark.assign(in.nnode, exact(0));
  auto x = [&](int n, int c) { return exact(in.x[n * 3 + c]); };
  auto f = [&](int n, int c) { return exact(in.f[n * 4 + c]); };
  for (int step = 0; step < 2; ++step) {
    for (int e = 0; e < in.nedge; ++e) { // spread
      const int a = in.e2n[e * 2], b = in.e2n[e * 2 + 1];
      const Bounded w = exact(in.w[e]);
      const Bounded dx = sub<double>(x(b, 0), x(a, 0));
      const Bounded dy = sub<double>(x(b, 1), x(a, 1));
      const Bounded dz = sub<double>(x(b, 2), x(a, 2));
      const Bounded squares =
          add<double>(add<double>(mul<double>(dx, dx), mul<double>(dy, dy)),
                      mul<double>(dz, dz));
      const Bounded force = mul<double>(w, squares);
      const Bounded moment = mul<double>(dx, w);
      r.acc[a * 2].add(force);
      r.acc[a * 2 + 1].add(moment);
      r.acc[b * 2].add(force);
      r.acc[b * 2 + 1].add(negate(moment));
    }
    for (int t = 0; t < in.ntri; ++t) { // corners
      const int *n = &in.t2n[t * 3];
      const Bounded w = exact(in.tw[t]);
      const Bounded mean = divide(
          add<double>(add<double>(x(n[0], 2), x(n[1], 2)), x(n[2], 2)), 3);
      for (int k = 0; k < 3; ++k) {
        r.acc[n[k] * 2].add(mul<double>(w, sub<double>(x(n[k], 2), mean)));
        r.acc[n[k] * 2 + 1].add(w);
      }
    }
    for (int e = 0; e < in.nedge; ++e) { // raise_peak
      const int b = in.e2n[e * 2 + 1];
      r.peak[b] =
          max(r.peak[b], mul<double>(r.acc[b * 2].value(), exact(in.w[e])));
    }
    for (int e = 0; e < in.nedge; ++e) { // blend, in float
      const int a = in.e2n[e * 2], b = in.e2n[e * 2 + 1];
      r.acc[a * 2].add(sub<float>(mul<float>(f(a, 0), f(b, 3)),
                                  mul<float>(f(a, 1), f(b, 2))));
      r.acc[a * 2 + 1].add(add<float>(f(a, 2), f(b, 0)));
    }
    for (int e = 0; e < in.nedge; ++e) { // raise_floor
      const int a = in.e2n[e * 2];
      r.peak[a] = max(r.peak[a], exact(in.w[e]));
    }
    for (int e = 0; e < in.nedge; ++e) { // stamp: 1000 * node is an int
      const int a = in.e2n[e * 2];
      r.mark[a] = add<double>(x(a, 1), exact(1000 * a));
    }
    for (int e = 0; e < in.nedge; ++e) { // total
      const int a = in.e2n[e * 2], b = in.e2n[e * 2 + 1];
      r.sum.add(sub<double>(r.acc[a * 2].value(), r.acc[b * 2 + 1].value()));
      r.largest = max(r.largest, r.acc[a * 2 + 1].value());
    }
  }
  return r;
}

double allowance(Bounded b) { return 2 * b.e * (1 + 1e-9); }

// v moved by `times` allowances (sign alternating with `index`), then
// stepped to the side of the allowance that `times` asks for.
double shifted(Bounded b, double times, int index) {
  const double limit = allowance(b);
  const double direction = index % 2 ? -1.0 : 1.0;
  double s = b.v + direction * times * limit;
  const double outward = direction * std::numeric_limits<double>::infinity();
  if (times > 1) {
    while (std::fabs(s - b.v) <= limit)
      s = std::nextafter(s, outward);
  } else {
    while (std::fabs(s - b.v) > limit)
      s = std::nextafter(s, b.v);
  }
  return s;
}

enum class Mode { Allowances, Values, Shifted };

} // namespace

int main(int argc, char **argv) {
  Mode mode = Mode::Allowances;
  double times = 0;
  if (argc == 2 && std::strcmp(argv[1], "--values") == 0) {
    mode = Mode::Values;
  } else if (argc == 3 && std::strcmp(argv[1], "--shifted") == 0) {
    char *end = nullptr;
    times = std::strtod(argv[2], &end);
    if (end == argv[2] || *end != '\0' || !std::isfinite(times) || times <= 0)
      fail(std::string("--shifted '") + argv[2] +
           "': expected a positive number of allowances");
    mode = Mode::Shifted;
  } else if (argc != 1) {
    fail(std::string("unexpected argument '") + argv[1] +
         "' (usage: random_maps_bounds [--values | --shifted K])");
  }
  const Results r = evaluate(randomMapsInputs());
  int index = 0;
  auto print = [&](Bounded b) {
    if (mode == Mode::Allowances)
      std::printf(" %.17g", allowance(b));
    else if (mode == Mode::Values)
      std::printf(" %.17g", b.v);
    else
      std::printf(" %.17g", shifted(b, times, index++));
  };
  const char *label = mode == Mode::Allowances ? "= =" : nullptr;
  for (int n = 0; n < static_cast<int>(r.peak.size()); ++n) {
    if (label)
      std::printf("%s", label);
    else
      std::printf("node %d", n);
    print(r.acc[n * 2].value());
    print(r.acc[n * 2 + 1].value());
    print(r.peak[n]);
    print(r.mark[n]);
    std::printf("\n");
  }
  std::printf(label ? "=" : "sum");
  print(r.sum.value());
  std::printf(label ? " =" : " largest");
  print(r.largest);
  std::printf("\n");
  return 0;
}
