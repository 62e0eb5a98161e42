// Code generators: turn the loop model of one translation unit into the
// prototypes inserted into the rewritten main file and the "loops header"
// that defines one static function per op_par_loop. Plain C++: generators
// read only the model and never see the Clang AST.
#pragma once

#include "model/loop_model.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace loom::translator {

enum class Backend { Seq, OpenMP };

// "seq" or "openmp"; nullopt for anything else.
std::optional<Backend> parseBackend(std::string_view name);
std::string backendName(Backend backend);

// The model cannot be turned into code (an arg refers to a map the loop does
// not list, a vector arg without a slot count, two different loops given the
// same function name, ...). The message names the loop and the argument.
class GeneratorError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

// One prototype per loop function, to be inserted into the rewritten main
// file before the first call (after the OP2 header is included).
std::string generateDeclarations(const ProgramModel &program, Backend backend);

// The loops header, #included at the end of the rewritten main file: the
// definitions of every loop function. Each loop function is
//   static void <LoopModel::function>(char const *name, op_set set,
//                                     op_arg arg0, ..., op_arg argN);
// Loops that share a function name must generate identical code; they are
// emitted once.
std::string generateLoops(const ProgramModel &program, Backend backend);

} // namespace loom::translator
