#include "frontend/diagnostics.h"

namespace loom::translator {

namespace {

// Loom's warnings are registered as errors when `strict` (custom diagnostic
// IDs keep their level: -Werror's mapping does not reach them).
unsigned registerDiag(clang::DiagnosticsEngine &engine, Diag diag,
                      bool strict) {
  constexpr auto Error = clang::DiagnosticsEngine::Error;
  const auto Warning = strict ? Error : clang::DiagnosticsEngine::Warning;
  switch (diag) {
  case Diag::NonConstantDim:
    return engine.getCustomDiagID(
        Error, "dim of %0 must be an integer constant expression");
  case Diag::DimNotPositive:
    return engine.getCustomDiagID(
        Error, "dim %0 of %1 must be positive: the run-time check refuses it");
  case Diag::NonConstantIdx:
    return engine.getCustomDiagID(
        Error, "map index of %0 must be an integer constant expression");
  case Diag::BadAccess:
    return engine.getCustomDiagID(
        Error, "access mode of %0 must be a constant OP_READ, OP_WRITE, "
               "OP_RW, OP_INC, OP_MIN or OP_MAX");
  case Diag::KernelNotFunction:
    return engine.getCustomDiagID(
        Error, "kernel '%0' of op_par_loop is not a function visible to loomc");
  case Diag::KernelInFunction:
    return engine.getCustomDiagID(
        Error, "kernel '%0' is declared inside function '%1': the generated "
               "loops cannot call it; declare it at namespace scope");
  case Diag::KernelWritesStatic:
    return engine.getCustomDiagID(
        Error, "kernel '%0' writes %select{global|static member|static local}1 "
               "variable '%2' (at %3): a loop's elements run in parallel, on "
               "threads, GPU threads or processes, which would race on it or "
               "each write their own copy; give it to the loop as an "
               "op_arg_gbl (OP_INC, OP_MIN, OP_MAX) or keep it in a dat");
  case Diag::KernelNotPublic:
    return engine.getCustomDiagID(
        Error, "kernel '%0' is %select{a private|a protected}1 member of "
               "'%2': the generated loops cannot call it; make it public");
  case Diag::ArgCountMismatch:
    return engine.getCustomDiagID(
        Error, "op_par_loop '%0' passes %1 arguments but kernel '%2' takes "
               "%3 parameters");
  case Diag::TypeMismatch:
    return engine.getCustomDiagID(
        Error, "argument %0 of op_par_loop has type \"%1\" but kernel "
               "parameter '%2' has type '%3' (\"%1\" needs a parameter "
               "of type %4)");
  case Diag::MapIndexOutOfRange:
    return engine.getCustomDiagID(
        Error, "map index %0 is out of range for map '%1' of dim %2");
  case Diag::NonLiteralName:
    return engine.getCustomDiagID(Error,
                                  "op_par_loop name must be a string literal");
  case Diag::DatWithGbl:
    return engine.getCustomDiagID(
        Error, "%0 cannot use OP_GBL; use OP_ID for direct access or a map");
  case Diag::IndexMapMismatch:
    return engine.getCustomDiagID(
        Error, "map index %0 of %1 %select{needs a map, not OP_ID|must use "
               "OP_ID, not map '%3'}2");
  case Diag::NotAnOpArg:
    return engine.getCustomDiagID(
        Error, "argument %0 of op_par_loop must be a call to op_arg_dat, "
               "op_opt_arg_dat, op_arg_gbl, op_opt_arg_gbl, op_arg_idx or "
               "op_arg_info");
  case Diag::NonLiteralType:
    return engine.getCustomDiagID(Error, "type of %0 must be a string literal");
  case Diag::CallInMacro:
    return engine.getCustomDiagID(
        Error, "op_par_loop call produced by a macro expansion cannot be "
               "translated");
  case Diag::ArgTextInMacro:
    return engine.getCustomDiagID(
        Error, "the %0 of %1 is pasted together inside an object-like macro, "
               "so loomc cannot read it back as source text; write it out "
               "or pass it as a macro argument");
  case Diag::ConstNotVariable:
    return engine.getCustomDiagID(Error,
                                  "%0 data must be a variable or its address");
  case Diag::ConstDimBeyondVariable:
    return engine.getCustomDiagID(
        Error, "dim %0 of %1 is more than the %2 %3 of '%4' (%5): the "
               "constant would be read past the variable");
  case Diag::ConstTypeMismatch:
    return engine.getCustomDiagID(
        Error, "type \"%0\" of %1 %select{does not match its data's type, "
               "'%3'|names a built-in type, but its data's type, '%3', is "
               "not one}2: the run-time check refuses it (%select{give "
               "\"%4\"|give the type's name}2)");
  case Diag::ConstLocalReadAsGlobal:
    return engine.getCustomDiagID(
        Warning,
        "%0 is given the local variable '%1', but kernel '%2' reads the "
        "global '%1', which may hold a different value (on host backends "
        "kernels read the global of the constant's name, as in OP2)");
  case Diag::NonConstantInfoRef:
    return engine.getCustomDiagID(
        Error, "reference argument of op_arg_info must be an integer constant "
               "expression");
  case Diag::InfoRefNotReduction:
    return engine.getCustomDiagID(
        Error, "op_arg_info refers to argument %0, which is not an op_arg_gbl "
               "with OP_MIN or OP_MAX");
  case Diag::LoopInHeader:
    return engine.getCustomDiagID(
        Error, "op_par_loop in a header is not translated: loomc translates "
               "the calls written in the source files it is given; move this "
               "loop into one");
  case Diag::LoopInDependentContext:
    return engine.getCustomDiagID(
        Error, "op_par_loop with arguments that depend on a template "
               "parameter cannot be translated: loomc needs the kernel and "
               "the argument types at the call; call it with concrete types");
  case Diag::WriteThroughConstParam:
    return engine.getCustomDiagID(
        Warning,
        "argument %0 of op_par_loop is %1 but kernel parameter '%2' has type "
        "'%3': the kernel cannot write through it, so the argument is "
        "treated as OP_READ (OP2 does not check; --strict makes this an "
        "error)");
  case Diag::InfoThroughConstParam:
    return engine.getCustomDiagID(
        Error, "argument %0 of op_par_loop is op_arg_info but kernel "
               "parameter '%1' has type '%2': the kernel cannot write the "
               "reduction's position through it");
  case Diag::ReadThroughNonConstParam:
    return engine.getCustomDiagID(
        Warning,
        "argument %0 of op_par_loop is OP_READ but kernel parameter '%1' has "
        "type '%2': make it point to const");
  case Diag::Count:
    break;
  }
  return engine.getCustomDiagID(Error, "internal loomc error");
}

} // namespace

Diagnostics::Diagnostics(clang::DiagnosticsEngine &engine, bool strict)
    : engine_(engine) {
  for (size_t i = 0; i < ids_.size(); ++i)
    ids_[i] = registerDiag(engine_, static_cast<Diag>(i), strict);
}

clang::DiagnosticBuilder Diagnostics::report(clang::SourceLocation loc,
                                             Diag diag) {
  return engine_.Report(loc, ids_[static_cast<size_t>(diag)]);
}

} // namespace loom::translator
