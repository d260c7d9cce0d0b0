// Names and places of IR objects as the user wrote them: `file:line:col` of
// an op or block argument, and the SSA name the input gave a value (read from
// the source text at the op's location, so `%w = tensor.insert ...` is named
// `%w` even though the printer would call it `%inserted`). Values created by
// passes have no name in the source; they are described by their op.
#pragma once

#include <string>

#include "explain/explanation.h"
#include "ir/operation.h"
#include "ir/value.h"

namespace tbuf::explain {

/// `loc` as a SourceLoc (file = the buffer's name).
SourceLoc toSourceLoc(Location loc);

/// The name of `value` in the input text when its defining op (or block
/// argument) still has the location the parser gave it: `%w`, `%r#1` for
/// the second result of `%r:2 = ...`, `%b` of `%a, %b = ...`, `%t` of a
/// block argument. Otherwise `result #N of OPNAME` / `argument #N`.
std::string sourceName(Value value);

/// An OpRef for `op` (name, location) and, optionally, a value's source name.
OpRef opRef(Operation *op, Value value = Value());

/// The op owning `value`: its defining op, or the op whose region holds the
/// block of a block argument.
Operation *ownerOf(Value value);

/// The symbol name of the func.func around `op`, or "".
std::string enclosingFunction(Operation *op);

}  // namespace tbuf::explain
