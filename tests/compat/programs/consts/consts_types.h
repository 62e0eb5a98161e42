#pragma once

// A user type registered with op_decl_const.
struct material {
  double density;
  double coeffs[2];
};
