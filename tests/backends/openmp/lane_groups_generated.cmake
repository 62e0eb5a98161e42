# The openmp loops loomc generated for lane_groups.cpp: every loop but
# `lengths` and `halve` runs SIMD groups through a lane copy of its kernel;
# `lengths` passes a parameter on and `halve` is in a namespace, and each
# records why it has no SIMD form; a subscript in a macro's argument is
# scaled once.
# -DLOOPS=<lane_groups_openmp_loops.h>
file(READ "${LOOPS}" text)
foreach(copy loom_lanes_mix_double_0_1_2_3_4_7_8_9 loom_lanes_mix_float
             loom_lanes_mix_int_0_3_4 loom_lanes_reduce loom_lanes_clamp_low
             loom_lanes_both_ends_1_2 loom_lanes_weigh_0_2<3>
             loom_lanes_spread_ints)
  string(FIND "${text}" "${copy}(" at) # the call
  if(at EQUAL -1)
    message(FATAL_ERROR "no lane copy ${copy} in ${LOOPS}")
  endif()
endforeach()
# The reason, in adjacent string literals, joined.
string(REGEX REPLACE "\"\n *\"" "" joined "${text}")
string(FIND "${joined}" "noteElementLoop(\n      false,\n      \"argument 0 (p_a3) would be in a lane array, but kernel 'lengths' uses parameter 'a3' at" fallback)
if(fallback EQUAL -1)
  message(FATAL_ERROR "loop lengths: no record of why it has no SIMD form")
endif()
string(FIND "${joined}" "\"kernel 'lane_kernels::halve' is not in the global namespace, where its lane copy would be defined\");" namespaced)
if(namespaced EQUAL -1)
  message(FATAL_ERROR "loop halve: no record of why it has no SIMD form")
endif()
string(FIND "${text}" "loom_lanes * loom_lanes" twice)
if(NOT twice EQUAL -1)
  message(FATAL_ERROR "a subscript was scaled twice")
endif()
string(FIND "${text}" "LANE_MIN(a5[4 * loom_lanes], a1[0 * loom_lanes])" once)
if(once EQUAL -1)
  message(FATAL_ERROR "clamp_low's subscripts in LANE_MIN are not scaled")
endif()
