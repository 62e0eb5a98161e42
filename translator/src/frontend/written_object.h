// What an assignment or a call writes: the variable named in an lvalue
// (`a`, `a[i]`, `s.m`, `*p`, `p->m`, `p[i]`) and how many pointers lie
// between that variable and the object written.
#pragma once

#include <clang/AST/Expr.h>

namespace loom::translator {

struct WrittenObject {
  const clang::DeclRefExpr *ref = nullptr; // the variable, as named; or null
  int indirections = 0; // 0: the variable or a part of it; 1: its pointee
};

// The object `lvalue` designates: through members (".") and elements of
// arrays with no indirection, through `*p`, `p[i]` and `p->m` with one
// each, and through pointer arithmetic (`*(p + k)`) with none.
WrittenObject writtenObject(const clang::Expr &lvalue);

// The object a pointer value points to: `&x` gives x, an array decayed to
// a pointer gives the array, `p + k` what `p` points to, and any other
// pointer `p` the object one indirection past it.
WrittenObject pointeeObject(const clang::Expr &pointer);

} // namespace loom::translator
