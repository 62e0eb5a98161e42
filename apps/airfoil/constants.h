// Global constants of the Airfoil benchmark, defined in airfoil.cpp and
// registered with op_decl_const.
#pragma once

extern double gam, gm1, cfl, eps, qinf[4];
