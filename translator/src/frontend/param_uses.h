// How a kernel uses its pointer parameters, for the CUDA backends'
// struct-of-arrays device layout: there, value d of an element is `stride`
// values after value d - 1, so `p[i]` in the kernel becomes
// `p[(i) * stride]`. That rewrite is exact only when every use of `p` is a
// subscript `p[i]` or a dereference `*p` (value 0); any other use (passing
// `p` on, `p + 1`, `i[p]`, a use inside a macro) is recorded, and such a
// parameter keeps the array-of-structs layout.
#pragma once

#include "model/loop_model.h"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>

namespace loom::translator {

// Fills each KernelParam's `subscripts` and `otherUse` and the model's
// `paramsEnd`, as offsets into `kernel.definition`, which is the text of
// `definition` (the function, or its template pattern). `definition` has the
// body; `textDecl` is the declaration whose source range the text spans
// (the template for a function template).
void describeParamUses(const clang::FunctionDecl &definition,
                       const clang::Decl &textDecl, clang::ASTContext &ctx,
                       KernelModel &kernel);

} // namespace loom::translator
