// Constants of first_app, defined in first_app.cpp and registered with
// op_decl_const. Kernels read them as ordinary globals.
#pragma once

extern double alpha; // diffusion number: conductivity * dt / dx^2
