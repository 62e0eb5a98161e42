// Volna's global constants, defined in volna.cpp and registered with
// op_decl_const.
#pragma once

extern float gravity;   // m/s^2
extern float dry_depth; // cells shallower than this are dry (no velocity)
extern float cfl;       // Courant number of the time step
