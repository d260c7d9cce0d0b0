// arith's AtomicRMWKind as affine.parallel's `reductions` use it: the
// spellings of `reduce ("addf", ...)`, their MLIR 22 enum values, and
// which result types each kind accepts (MLIR's
// isResultTypeMatchAtomicRMWKind: maxnumf, minnumf and xori are valid
// kinds that no affine.parallel result accepts).
#include <array>

#include "dialects/affine/affine_ops.h"
#include "ir/types.h"

namespace tbuf::affine {

namespace {

constexpr std::array<std::string_view, 16> kNames = {"addf",     "addi",    "andi",  "assign", "maximumf", "maxnumf",
                                                     "maxs",     "maxu",    "minimumf", "minnumf", "mins", "minu",
                                                     "mulf",     "muli",    "ori",   "xori"};

}  // namespace

std::optional<AtomicRMWKind> symbolizeAtomicRMWKind(std::string_view name) {
  for (size_t i = 0; i < kNames.size(); ++i)
    if (kNames[i] == name) return static_cast<AtomicRMWKind>(i);
  return std::nullopt;
}

std::optional<AtomicRMWKind> symbolizeAtomicRMWKind(int64_t value) {
  if (value < 0 || value >= static_cast<int64_t>(kNames.size())) return std::nullopt;
  return static_cast<AtomicRMWKind>(value);
}

std::string_view stringifyAtomicRMWKind(AtomicRMWKind kind) { return kNames[static_cast<size_t>(kind)]; }

bool isResultTypeMatchAtomicRMWKind(Type type, AtomicRMWKind kind) {
  auto integer = type.dyn_cast<IntegerType>();
  switch (kind) {
    case AtomicRMWKind::addf:
    case AtomicRMWKind::mulf:
    case AtomicRMWKind::maximumf:
    case AtomicRMWKind::minimumf: return type.isa<FloatType>();
    case AtomicRMWKind::addi:
    case AtomicRMWKind::muli:
    case AtomicRMWKind::ori:
    case AtomicRMWKind::andi: return static_cast<bool>(integer);
    case AtomicRMWKind::assign: return true;
    case AtomicRMWKind::maxs:
    case AtomicRMWKind::mins: return integer && integer.getSignedness() == Signedness::Signed;
    case AtomicRMWKind::maxu:
    case AtomicRMWKind::minu: return integer && integer.getSignedness() == Signedness::Unsigned;
    default: return false;
  }
}

}  // namespace tbuf::affine
