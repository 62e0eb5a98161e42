// Two variants of a kernel, chosen by a compile definition of the target.
#pragma once

#ifdef VARIANT_TRIPLE
inline void triple(double *v) { *v *= 3.0; }
#else
inline void twice(double *v) { *v *= 2.0; }
#endif
