#include "loom/airfoil_mesh/naca0012_generator.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <numbers>
#include <stdexcept>
#include <string>
#include <vector>

namespace loom::io {

namespace {

// Cubic spline with not-a-knot end conditions through (xs, ys), xs strictly
// increasing, n >= 4. Stores the slopes at the knots (Hermite form).
class NotAKnotSpline {
public:
  NotAKnotSpline(std::vector<double> xs, std::vector<double> ys)
      : x_(std::move(xs)), y_(std::move(ys)) {
    const size_t n = x_.size();
    std::vector<double> dx(n - 1), d(n - 1);
    for (size_t i = 0; i + 1 < n; ++i) {
      dx[i] = x_[i + 1] - x_[i];
      d[i] = (y_[i + 1] - y_[i]) / dx[i];
    }
    // Tridiagonal system for the slopes s: sub[i] s[i-1] + diag[i] s[i] +
    // sup[i] s[i+1] = rhs[i].
    std::vector<double> sub(n, 0.0), diag(n), sup(n, 0.0), rhs(n);
    const double x31 = x_[2] - x_[0];
    diag[0] = dx[1];
    sup[0] = x31;
    rhs[0] = ((dx[0] + 2.0 * x31) * dx[1] * d[0] + dx[0] * dx[0] * d[1]) / x31;
    for (size_t i = 1; i + 1 < n; ++i) {
      sub[i] = dx[i];
      diag[i] = 2.0 * (dx[i - 1] + dx[i]);
      sup[i] = dx[i - 1];
      rhs[i] = 3.0 * (dx[i] * d[i - 1] + dx[i - 1] * d[i]);
    }
    const double xn = x_[n - 1] - x_[n - 3];
    sub[n - 1] = xn;
    diag[n - 1] = dx[n - 3];
    rhs[n - 1] = (dx[n - 2] * dx[n - 2] * d[n - 3] +
                  (2.0 * xn + dx[n - 2]) * dx[n - 3] * d[n - 2]) /
                 xn;
    // Thomas algorithm.
    for (size_t i = 1; i < n; ++i) {
      const double m = sub[i] / diag[i - 1];
      diag[i] -= m * sup[i - 1];
      rhs[i] -= m * rhs[i - 1];
    }
    s_.assign(n, 0.0);
    s_[n - 1] = rhs[n - 1] / diag[n - 1];
    for (size_t i = n - 1; i-- > 0;)
      s_[i] = (rhs[i] - sup[i] * s_[i + 1]) / diag[i];
  }

  double operator()(double xx) const {
    const size_t n = x_.size();
    // Interval k with x_[k] <= xx < x_[k+1]; the end intervals extrapolate.
    size_t k = static_cast<size_t>(std::upper_bound(x_.begin(), x_.end(), xx) -
                                   x_.begin());
    k = std::clamp<size_t>(k, 1, n - 1) - 1;
    const double h = x_[k + 1] - x_[k];
    const double d = (y_[k + 1] - y_[k]) / h;
    const double c2 = (3.0 * d - 2.0 * s_[k] - s_[k + 1]) / h;
    const double c3 = (s_[k] + s_[k + 1] - 2.0 * d) / (h * h);
    const double t = xx - x_[k];
    return y_[k] + t * (s_[k] + t * (c2 + t * c3));
  }

private:
  std::vector<double> x_, y_, s_;
};

// The airfoil surface (upper and lower), mapped by z -> sqrt(z - x0) and
// ordered by increasing real part: the lower surface maps to Re < 0.
NotAKnotSpline mappedProfile() {
  constexpr int kPoints = 100;  // points per surface, clustered at both ends
  constexpr double x0 = 0.0077; // just ahead of the leading edge
  std::vector<std::complex<double>> w(kPoints);
  for (int k = 0; k < kPoints; ++k) {
    const double t = std::sin(0.5 * std::numbers::pi * k / (kPoints - 1));
    const double x = t * t;
    // NACA0012 thickness, coefficients rescaled so that the trailing edge
    // closes.
    double y = 0.594689181 * (0.298222773 * std::sqrt(x) - 0.127125232 * x -
                              0.357907906 * x * x + 0.291984971 * x * x * x -
                              0.105174696 * x * x * x * x);
    if (k == kPoints - 1)
      y = 0.0;
    w[k] = std::sqrt(std::complex<double>(x - x0, y));
  }
  std::vector<double> xs, ys;
  xs.reserve(2 * kPoints - 1);
  ys.reserve(2 * kPoints - 1);
  for (int k = kPoints - 1; k >= 0;
       --k) { // lower surface: -conj(w), trailing edge first
    xs.push_back(-w[k].real());
    ys.push_back(w[k].imag());
  }
  for (int k = 1; k < kPoints; ++k) {
    xs.push_back(w[k].real());
    ys.push_back(w[k].imag());
  }
  return NotAKnotSpline(std::move(xs), std::move(ys));
}

} // namespace

std::string naca0012Limits() {
  return "at most " + std::to_string(kNaca0012MaxCells) +
         " cells = 3*I*J and " + std::to_string(kNaca0012MaxNodes) +
         " nodes = (3*I+1)*(J+1)";
}

AirfoilGrid generateNaca0012(const Naca0012Options &o) {
  const int I = o.I, J = o.J;
  if (I < 2 || J < 1 || !(o.farField > 1.0))
    throw std::invalid_argument(
        "generateNaca0012: need I >= 2, J >= 1, farField > 1 (got I=" +
        std::to_string(I) + ", J=" + std::to_string(J) +
        ", farField=" + std::to_string(o.farField) + ")");
  if (!naca0012SizeFits(I, J))
    throw std::invalid_argument("generateNaca0012: mesh " + std::to_string(I) +
                                "x" + std::to_string(J) + " too large (" +
                                naca0012Limits() + ")");
  const int NI = 3 * I; // cells around the C

  // Parameter-plane grid: x from -F to F, I cells each along the lower wake
  // cut [-F, -1], the airfoil [-1, 1] and the upper wake cut [1, F]; y from
  // the mapped profile (0 on the cut) up to F. (With F = 3 the spacing is
  // uniform, as in OP2's generator.)
  const double F = o.farField;
  const NotAKnotSpline profile = mappedProfile();
  std::vector<double> xb(NI + 1), yb(NI + 1, 0.0);
  for (int i = 0; i <= NI; ++i) {
    if (i <= I)
      xb[i] = -F + i * ((F - 1.0) / I);
    else if (i <= 2 * I)
      xb[i] = -1.0 + (i - I) * (2.0 / I);
    else
      xb[i] = 1.0 + (i - 2 * I) * ((F - 1.0) / I);
  }
  for (int i = I + 1; i <= 2 * I - 1; ++i)
    yb[i] = profile(xb[i]);

  AirfoilGrid g;
  g.nnode = static_cast<int>((3LL * I + 1) * (J + 1LL));
  g.ncell = NI * J;
  g.nedge = (NI - 1) * J + NI * (J - 1) + I;
  g.nbedge = I + NI + 2 * J;
  g.x.resize(2 * size_t(g.nnode));
  auto node = [NI](int i, int j) { return i + j * (NI + 1); };
  auto cellId = [NI](int i, int j) { return i + j * NI; };

  for (int j = 0; j <= J; ++j)
    for (int i = 0; i <= NI; ++i) {
      const double xg = xb[i];
      const double yg = yb[i] + j * ((F - yb[i]) / J);
      const int k = node(i, j);
      g.x[2 * k] = xg * xg - yg * yg; // (xg + i yg)^2
      g.x[2 * k + 1] = 2.0 * xg * yg;
    }

  g.cell.resize(4 * size_t(g.ncell));
  for (int j = 0; j < J; ++j)
    for (int i = 0; i < NI; ++i) {
      int *c = &g.cell[4 * size_t(cellId(i, j))];
      c[0] = node(i, j);
      c[1] = node(i + 1, j);
      c[2] = node(i + 1, j + 1);
      c[3] = node(i, j + 1);
    }

  g.edge.reserve(2 * size_t(g.nedge));
  g.ecell.reserve(2 * size_t(g.nedge));
  auto addEdge = [&g](int n1, int n2, int cRight, int cLeft) {
    g.edge.push_back(n1);
    g.edge.push_back(n2);
    g.ecell.push_back(cRight);
    g.ecell.push_back(cLeft);
  };
  for (int j = 0; j < J; ++j)
    for (int i = 0; i < NI; ++i) {
      if (j == 0 &&
          i < I) // wake cut: c1 = upper-wake cell, c2 = lower-wake cell
        addEdge(node(i, 0), node(i + 1, 0), cellId(NI - 1 - i, 0),
                cellId(i, 0));
      if (j < J - 1) // top side of cell (i, j)
        addEdge(node(i, j + 1), node(i + 1, j + 1), cellId(i, j),
                cellId(i, j + 1));
      if (i < NI - 1) // right side of cell (i, j)
        addEdge(node(i + 1, j), node(i + 1, j + 1), cellId(i + 1, j),
                cellId(i, j));
    }

  g.bedge.reserve(2 * size_t(g.nbedge));
  g.becell.reserve(size_t(g.nbedge));
  g.bound.reserve(size_t(g.nbedge));
  auto addBedge = [&g](int n1, int n2, int c, int b) {
    g.bedge.push_back(n1);
    g.bedge.push_back(n2);
    g.becell.push_back(c);
    g.bound.push_back(b);
  };
  for (int i = I; i < 2 * I; ++i)
    addBedge(node(i + 1, 0), node(i, 0), cellId(i, 0), 1); // airfoil
  for (int j = 0; j < J; ++j)
    addBedge(node(NI, j + 1), node(NI, j), cellId(NI - 1, j),
             2); // outflow, upper
  for (int i = NI - 1; i >= 0; --i)
    addBedge(node(i, J), node(i + 1, J), cellId(i, J - 1), 2); // outer C
  for (int j = J - 1; j >= 0; --j)
    addBedge(node(0, j), node(0, j + 1), cellId(0, j), 2); // outflow, lower
  return g;
}

AirfoilGrid generateNaca0012(int I, int J) {
  Naca0012Options o;
  o.I = I;
  o.J = J;
  return generateNaca0012(o);
}

} // namespace loom::io
