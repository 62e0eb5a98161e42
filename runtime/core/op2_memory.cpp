// OP2's op_malloc family: the C allocator, with a fatal error naming the call
// and the size instead of a null pointer when memory runs out.
#include "op_lib_core.h"

#include "loom/core/error.h"

#include <cstdlib>
#include <string>

void *op_malloc(size_t size) {
  void *p = std::malloc(size);
  if (!p && size > 0)
    loom::fatal("op_malloc: out of memory allocating " + std::to_string(size) +
                " bytes");
  return p;
}

void *op_calloc(size_t count, size_t size) {
  void *p = std::calloc(count, size);
  if (!p && count > 0 && size > 0)
    loom::fatal("op_calloc: out of memory allocating " + std::to_string(count) +
                " x " + std::to_string(size) + " bytes");
  return p;
}

void *op_realloc(void *ptr, size_t size) {
  void *p = std::realloc(ptr, size);
  if (!p && size > 0)
    loom::fatal("op_realloc: out of memory resizing to " +
                std::to_string(size) + " bytes");
  return p;
}

void op_free(void *ptr) { std::free(ptr); }
