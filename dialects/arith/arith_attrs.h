// The enums and flag attributes of the arith dialect: comparison predicates
// (stored as i64 integer attributes, printed as keywords), rounding modes
// (i32 attributes), and the fast-math and integer-overflow flags, which MLIR
// prints as `#arith.fastmath<nnan,ninf>` / `#arith.overflow<nsw, nuw>` in the
// generic form and as `fastmath<...>` / `overflow<...>` in custom assembly.
// tbuf keeps those two as DialectAttrs holding MLIR's canonical text, so the
// generic form round-trips byte for byte; the helpers here convert between
// that text and bit flags.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "ir/attributes.h"
#include "ir/op_asm.h"
#include "ir/op_definition.h"

namespace tbuf::arith {

// ---- comparison predicates ---------------------------------------------------

/// `arith.cmpi` predicates, numbered as MLIR's CmpIPredicate.
enum class CmpIPredicate : int64_t {
  eq = 0, ne = 1, slt = 2, sle = 3, sgt = 4, sge = 5, ult = 6, ule = 7, ugt = 8, uge = 9,
};
/// `arith.cmpf` predicates, numbered as MLIR's CmpFPredicate.
enum class CmpFPredicate : int64_t {
  AlwaysFalse = 0, OEQ = 1, OGT = 2, OGE = 3, OLT = 4, OLE = 5, ONE = 6, ORD = 7,
  UEQ = 8, UGT = 9, UGE = 10, ULT = 11, ULE = 12, UNE = 13, UNO = 14, AlwaysTrue = 15,
};
inline constexpr int64_t kNumCmpIPredicates = 10;
inline constexpr int64_t kNumCmpFPredicates = 16;

/// Keyword of a predicate (`slt`, `oeq`, `false`...).
std::string_view stringifyCmpIPredicate(CmpIPredicate p);
std::string_view stringifyCmpFPredicate(CmpFPredicate p);
std::optional<CmpIPredicate> symbolizeCmpIPredicate(std::string_view s);
std::optional<CmpFPredicate> symbolizeCmpFPredicate(std::string_view s);

/// `arith.truncf` rounding modes (MLIR's RoundingMode), stored as i32.
enum class RoundingMode : int64_t {
  to_nearest_even = 0, downward = 1, upward = 2, toward_zero = 3, to_nearest_away = 4,
};
inline constexpr int64_t kNumRoundingModes = 5;
std::string_view stringifyRoundingMode(RoundingMode m);
std::optional<RoundingMode> symbolizeRoundingMode(std::string_view s);

// ---- bit flags -------------------------------------------------------------------

/// MLIR's arith::FastMathFlags; `fast` is all seven flags.
enum class FastMathFlags : uint32_t {
  none = 0, reassoc = 1, nnan = 2, ninf = 4, nsz = 8, arcp = 16, contract = 32, afn = 64, fast = 127,
};
/// MLIR's arith::IntegerOverflowFlags.
enum class IntegerOverflowFlags : uint32_t { none = 0, nsw = 1, nuw = 2 };

inline FastMathFlags operator|(FastMathFlags a, FastMathFlags b) {
  return static_cast<FastMathFlags>(static_cast<uint32_t>(a) | static_cast<uint32_t>(b));
}
inline FastMathFlags operator&(FastMathFlags a, FastMathFlags b) {
  return static_cast<FastMathFlags>(static_cast<uint32_t>(a) & static_cast<uint32_t>(b));
}
inline IntegerOverflowFlags operator|(IntegerOverflowFlags a, IntegerOverflowFlags b) {
  return static_cast<IntegerOverflowFlags>(static_cast<uint32_t>(a) | static_cast<uint32_t>(b));
}
inline IntegerOverflowFlags operator&(IntegerOverflowFlags a, IntegerOverflowFlags b) {
  return static_cast<IntegerOverflowFlags>(static_cast<uint32_t>(a) & static_cast<uint32_t>(b));
}
/// True if every flag of `bits` is set in `flags`.
inline bool bitEnumContainsAll(FastMathFlags flags, FastMathFlags bits) { return (flags & bits) == bits; }
inline bool bitEnumContainsAll(IntegerOverflowFlags flags, IntegerOverflowFlags bits) { return (flags & bits) == bits; }

/// MLIR's spelling: `none`, `fast`, or the set flags in declaration order
/// joined by "," (`nnan,ninf`).
std::string stringifyFastMathFlags(FastMathFlags f);
/// `none`, or `nsw`, `nuw`, `nsw, nuw`.
std::string stringifyIntegerOverflowFlags(IntegerOverflowFlags f);
/// One flag keyword (`fast`, `none`, `nnan`...), or nullopt.
std::optional<FastMathFlags> symbolizeFastMathFlag(std::string_view keyword);
std::optional<IntegerOverflowFlags> symbolizeIntegerOverflowFlag(std::string_view keyword);

/// `#arith.fastmath<...>` / `#arith.overflow<...>` in canonical spelling.
Attribute getFastMathFlagsAttr(Context *ctx, FastMathFlags f);
Attribute getIntegerOverflowFlagsAttr(Context *ctx, IntegerOverflowFlags f);
/// Flags of an `#arith.fastmath<...>` attribute (spaces tolerated); nullopt if
/// `attr` is not one. A null attribute means `none`.
std::optional<FastMathFlags> getFastMathFlags(Attribute attr);
std::optional<IntegerOverflowFlags> getIntegerOverflowFlags(Attribute attr);

/// Inherent attribute names.
inline constexpr std::string_view kFastMathAttrName = "fastmath";
inline constexpr std::string_view kOverflowAttrName = "overflowFlags";
inline constexpr std::string_view kPredicateAttrName = "predicate";
inline constexpr std::string_view kRoundingModeAttrName = "roundingmode";

// ---- custom assembly of the flags -------------------------------------------

/// Parses an optional `fastmath<flag, ...>` into `state`'s `fastmath`
/// attribute (set to `none` when absent and `setDefault`, as MLIR's default
/// valued property).
ParseResult parseOptionalFastMath(OpAsmParser &p, OperationState &state, bool setDefault = true);
/// Parses an optional `overflow<flag, ...>` into `overflowFlags` (default `none`).
ParseResult parseOptionalOverflowFlags(OpAsmParser &p, OperationState &state);
/// ` fastmath<...>` if `op` has non-`none` fast-math flags (or any valid
/// fast-math attribute when `printNone`, for ops where MLIR keeps the flags
/// optional).
void printOptionalFastMath(OpAsmPrinter &p, Operation *op, bool printNone = false);
/// ` overflow<...>` if `op` has non-`none` overflow flags.
void printOptionalOverflowFlags(OpAsmPrinter &p, Operation *op);
/// Whether the custom form prints `name` itself (a valid flag attribute), so
/// the attribute dictionary must elide it.
bool isPrintedFlagAttr(Operation *op, std::string_view name);
/// Whether `attr` is exactly `#arith.<mnemonic><none>` (`fastmath<none>`,
/// `overflow<none>`), the default most ops carry: valid flags, recognised
/// without taking the keyword list apart.
bool isNoneFlagAttr(Attribute attr, std::string_view mnemonic);

}  // namespace tbuf::arith
