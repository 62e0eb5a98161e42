#include "frontend/written_object.h"

namespace loom::translator {

namespace {

// Walks from `e` to the variable it is reached from, counting the
// indirections: one for each `*p`, `p[i]` and `p->m`, one less for each
// `&x` and for each array where a pointer is taken from it (`a[i]`,
// `a + k`, `*a` reach an element of `a` itself).
WrittenObject walk(const clang::Expr *e, int indirections) {
  while (true) {
    e = e->IgnoreParenImpCasts();
    const clang::Expr *next = nullptr;
    int step = 0;        // indirections from `e` to `next`'s object
    bool decays = false; // `next` is used as a pointer value
    if (const auto *element = llvm::dyn_cast<clang::ArraySubscriptExpr>(e)) {
      next = element->getBase();
      step = 1;
      decays = true;
    } else if (const auto *member = llvm::dyn_cast<clang::MemberExpr>(e)) {
      next = member->getBase();
      step = member->isArrow() ? 1 : 0;
      decays = member->isArrow();
    } else if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(e);
               unary && unary->getOpcode() == clang::UO_Deref) {
      next = unary->getSubExpr();
      step = 1;
      decays = true;
    } else if (unary && unary->getOpcode() == clang::UO_AddrOf) {
      next = unary->getSubExpr();
      step = -1;
    } else if (const auto *sum = llvm::dyn_cast<clang::BinaryOperator>(e);
               sum && sum->isAdditiveOp() && e->getType()->isPointerType()) {
      const bool offsetRight =
          sum->getRHS()->IgnoreParenImpCasts()->getType()->isIntegerType();
      next = offsetRight ? sum->getLHS() : sum->getRHS();
      decays = true;
    } else {
      break;
    }
    e = next->IgnoreParenImpCasts();
    indirections += step - (decays && e->getType()->isArrayType() ? 1 : 0);
  }
  return {llvm::dyn_cast<clang::DeclRefExpr>(e), indirections};
}

} // namespace

WrittenObject writtenObject(const clang::Expr &lvalue) {
  return walk(&lvalue, 0);
}

WrittenObject pointeeObject(const clang::Expr &pointer) {
  const clang::Expr *e = pointer.IgnoreParenImpCasts();
  return walk(e, e->getType()->isArrayType() ? 0 : 1);
}

} // namespace loom::translator
