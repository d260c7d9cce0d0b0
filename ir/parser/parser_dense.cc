// Dense literals (MLIR's TensorLiteralParser and DenseArrayElementParser):
// `dense<...> : tensor/memref type` with a splat element, nested lists whose
// shape must match the type, or a `"0x..."` little-endian hex blob; and dense
// arrays `array<i64: 1, 2>`. tbuf's DenseElementsAttr holds integer (i1,
// index, iN) and float elements; string and complex literals are rejected.
#include <cstring>

#include "ir/parser/parser_impl.h"

namespace tbuf::parser_detail {

std::optional<int64_t> buildAttributeInt(Type type, bool isNegative, std::optional<uint64_t> magnitude);

namespace {

std::string formatShape(ArrayRef<int64_t> shape) {
  std::string s;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(shape[i]);
  }
  return s;
}

/// Collects the elements of a tensor literal and builds the attribute once
/// the type is known.
class TensorLiteralParser {
 public:
  explicit TensorLiteralParser(Parser &p) : p_(p) {}

  ParseResult parse(bool allowHex) {
    if (allowHex && p_.getToken().is(TokenKind::string)) {
      hexStorage_ = p_.getToken();
      p_.consumeToken();
      return success();
    }
    if (p_.getToken().is(TokenKind::l_square)) return parseList(shape_);
    return parseElement();
  }

  Attribute getAttr(size_t loc, ShapedType type);

 private:
  struct Element {
    bool isNegative;
    Token token;
  };

  ParseResult parseElement();
  ParseResult parseList(std::vector<int64_t> &dims);
  Attribute getHexAttr(size_t loc, ShapedType type);

  Parser &p_;
  std::vector<int64_t> shape_;
  std::vector<Element> storage_;
  std::optional<Token> hexStorage_;
  bool sawComplex_ = false;
};

ParseResult TensorLiteralParser::parseElement() {
  const Token &tok = p_.getToken();
  if (tok.isAny(TokenKind::floatliteral, TokenKind::integer, TokenKind::string) || tok.isKeyword("true") ||
      tok.isKeyword("false")) {
    storage_.push_back({false, tok});
    p_.consumeToken();
    return success();
  }
  if (tok.is(TokenKind::minus)) {
    p_.consumeToken();
    if (!p_.getToken().isAny(TokenKind::floatliteral, TokenKind::integer))
      return p_.emitError("expected integer or floating point literal");
    storage_.push_back({true, p_.getToken()});
    p_.consumeToken();
    return success();
  }
  if (tok.is(TokenKind::l_paren)) {
    // Complex element `(re, im)`: parsed for good diagnostics, rejected later.
    sawComplex_ = true;
    Parser::DepthGuard guard(p_);
    if (!guard.ok()) return failure();
    p_.consumeToken();
    if (parseElement() || p_.parseToken(TokenKind::comma, "expected ',' between complex elements") ||
        parseElement() || p_.parseToken(TokenKind::r_paren, "expected ')' after complex elements"))
      return failure();
    return success();
  }
  return p_.emitError("expected element literal of primitive type");
}

ParseResult TensorLiteralParser::parseList(std::vector<int64_t> &dims) {
  Parser::DepthGuard guard(p_);
  if (!guard.ok()) return failure();
  bool first = true;
  std::vector<int64_t> newDims;
  int64_t size = 0;
  auto parseOneElement = [&]() -> ParseResult {
    std::vector<int64_t> thisDims;
    if (p_.getToken().is(TokenKind::l_square)) {
      if (parseList(thisDims)) return failure();
    } else if (parseElement()) {
      return failure();
    }
    ++size;
    if (!first) {
      if (thisDims != newDims)
        return p_.emitError("tensor literal is invalid; ranks are not consistent between elements");
      return success();
    }
    newDims = std::move(thisDims);
    first = false;
    return success();
  };
  if (p_.parseCommaSeparatedList(Delimiter::Square, parseOneElement)) return failure();
  dims.clear();
  dims.push_back(size);
  dims.insert(dims.end(), newDims.begin(), newDims.end());
  return success();
}

Attribute TensorLiteralParser::getAttr(size_t loc, ShapedType type) {
  Type eltType = type.getElementType();
  bool isInt = eltType.isa<IntegerType>() || eltType.isa<IndexType>();
  auto floatType = eltType.dyn_cast<FloatType>();
  if (hexStorage_ && (isInt || floatType)) return getHexAttr(loc, type);

  if (!shape_.empty() && ArrayRef<int64_t>(shape_) != type.getShape()) {
    p_.emitError(loc) << "inferred shape of elements literal ([" << formatShape(shape_) << "]) does not match type (["
                      << formatShape(type.getShape()) << "])";
    return Attribute();
  }
  if (!hexStorage_ && storage_.empty() && type.getNumElements() != 0) {
    p_.emitError(loc) << "parsed zero elements, but type ('" << Type(type) << "') expected at least 1";
    return Attribute();
  }
  if (sawComplex_ || (!isInt && !floatType)) {
    p_.emitError(loc) << "dense elements of type '" << Type(type) << "' are not supported by tbuf";
    return Attribute();
  }
  bool isSplat = shape_.empty() && !storage_.empty();

  if (isInt) {
    bool isBool = eltType.isInteger(1);
    auto intType = eltType.dyn_cast<IntegerType>();
    bool isUnsigned = intType && intType.getSignedness() == Signedness::Unsigned;
    std::vector<int64_t> values;
    values.reserve(storage_.size());
    for (const Element &e : storage_) {
      size_t tokLoc = p_.getState().lex.getOffset(e.token);
      if (e.isNegative && isUnsigned) {
        p_.emitError(tokLoc, "expected unsigned integer elements, but parsed negative value");
        return Attribute();
      }
      if (e.token.is(TokenKind::floatliteral)) {
        p_.emitError(tokLoc, "expected integer elements, but parsed floating-point");
        return Attribute();
      }
      if (e.token.is(TokenKind::string)) {
        p_.emitError(tokLoc, "expected integer elements, but parsed string");
        return Attribute();
      }
      if (e.token.isKeyword("true") || e.token.isKeyword("false")) {
        if (!isBool) {
          p_.emitError(tokLoc, "expected i1 type for 'true' or 'false' values");
          return Attribute();
        }
        values.push_back(e.token.isKeyword("true") ? 1 : 0);
        continue;
      }
      std::optional<int64_t> v = buildAttributeInt(eltType, e.isNegative, e.token.getUInt64IntegerValue());
      if (!v) {
        p_.emitError(tokLoc, "integer constant out of range for type");
        return Attribute();
      }
      values.push_back(*v);
    }
    if (isSplat) return DenseElementsAttr::getSplatInt(type, values.front());
    if (values.empty() && type.getNumElements() != 0) return DenseElementsAttr::getSplatInt(type, 0);
    return DenseElementsAttr::getInts(type, std::move(values));
  }

  std::vector<double> values;
  values.reserve(storage_.size());
  for (const Element &e : storage_) {
    if (e.token.is(TokenKind::string) || e.token.isKeyword("true") || e.token.isKeyword("false")) {
      p_.emitError(p_.getState().lex.getOffset(e.token), "expected floating point literal");
      return Attribute();
    }
    double v;
    if (p_.parseFloatFromLiteral(v, e.token, e.isNegative, floatType.getFloatKind())) return Attribute();
    values.push_back(roundToFloatKind(v, floatType.getFloatKind()));
  }
  if (isSplat) return DenseElementsAttr::getSplatFloat(type, values.front());
  return DenseElementsAttr::getFloats(type, std::move(values));
}

Attribute TensorLiteralParser::getHexAttr(size_t loc, ShapedType type) {
  std::optional<std::string> data = hexStorage_->getHexStringValue();
  if (!data) {
    p_.emitError(p_.getState().lex.getOffset(*hexStorage_), "expected string containing hex digits starting with `0x`");
    return Attribute();
  }
  Type eltType = type.getElementType();
  int64_t numElements = type.getNumElements();
  auto invalid = [&]() -> Attribute {
    p_.emitError(loc) << "elements hex data size is invalid for provided type: '" << Type(type) << "'";
    return Attribute();
  };
  const auto *bytes = reinterpret_cast<const unsigned char *>(data->data());

  if (eltType.isInteger(1)) {
    // Bit-packed, least significant bit first; one 0x00/0xFF byte is a splat.
    size_t packed = static_cast<size_t>((numElements + 7) / 8);
    if (data->size() == packed) {
      std::vector<int64_t> values(numElements);
      for (int64_t i = 0; i < numElements; ++i) values[i] = (bytes[i / 8] >> (i % 8)) & 1;
      return DenseElementsAttr::getInts(type, std::move(values));
    }
    if (data->size() == 1 && (bytes[0] == 0 || bytes[0] == 0xff))
      return DenseElementsAttr::getSplatInt(type, bytes[0] ? 1 : 0);
    return invalid();
  }

  unsigned bitWidth = eltType.isIndex() ? 64 : eltType.getIntOrFloatBitWidth();
  size_t eltBytes = (bitWidth + 7) / 8;
  bool splat = data->size() == eltBytes;
  if (!splat && data->size() != eltBytes * static_cast<size_t>(numElements)) return invalid();
  size_t count = splat ? 1 : static_cast<size_t>(numElements);
  auto readBits = [&](size_t i) {
    uint64_t v = 0;
    size_t n = eltBytes < 8 ? eltBytes : 8;
    for (size_t b = 0; b < n; ++b) v |= static_cast<uint64_t>(bytes[i * eltBytes + b]) << (8 * b);
    return v;
  };
  if (auto floatType = eltType.dyn_cast<FloatType>()) {
    std::vector<double> values(count);
    for (size_t i = 0; i < count; ++i) values[i] = floatFromBits(readBits(i), floatType.getFloatKind());
    if (splat) return DenseElementsAttr::getSplatFloat(type, values.front());
    return DenseElementsAttr::getFloats(type, std::move(values));
  }
  auto intType = eltType.dyn_cast<IntegerType>();
  bool isUnsigned = intType && intType.getSignedness() == Signedness::Unsigned;
  std::vector<int64_t> values(count);
  for (size_t i = 0; i < count; ++i) {
    uint64_t v = readBits(i);
    if (bitWidth < 64 && !isUnsigned && ((v >> (bitWidth - 1)) & 1)) v |= ~((uint64_t(1) << bitWidth) - 1);
    values[i] = static_cast<int64_t>(v);
  }
  if (splat) return DenseElementsAttr::getSplatInt(type, values.front());
  return DenseElementsAttr::getInts(type, std::move(values));
}

}  // namespace

ShapedType Parser::parseElementsLiteralType(size_t loc, Type type) {
  if (!type) {
    if (parseToken(TokenKind::colon, "expected ':'")) return ShapedType();
    if (!(type = parseType())) return ShapedType();
  }
  auto shaped = type.dyn_cast<ShapedType>();
  if (!shaped) {
    emitError(loc, "elements literal must be a shaped type");
    return ShapedType();
  }
  if (!shaped.hasRank() || !shaped.hasStaticShape()) {
    emitError(loc, "elements literal type must have static shape");
    return ShapedType();
  }
  return shaped;
}

Attribute Parser::parseDenseElementsAttr(Type attrType) {
  size_t loc = getTokenOffset();
  consumeToken();  // dense
  if (parseToken(TokenKind::less, "expected '<' after 'dense'")) return Attribute();
  TensorLiteralParser literal(*this);
  if (!consumeIf(TokenKind::greater)) {
    if (literal.parse(/*allowHex=*/true) || parseToken(TokenKind::greater, "expected '>'")) return Attribute();
  }
  ShapedType type = parseElementsLiteralType(loc, attrType);
  if (!type) return Attribute();
  return literal.getAttr(loc, type);
}

Attribute Parser::parseDenseArrayAttr() {
  consumeToken();  // array
  if (parseToken(TokenKind::less, "expected '<' after 'array'")) return Attribute();
  size_t typeLoc = getTokenOffset();
  Type eltType = parseType();
  if (!eltType) {
    emitError(typeLoc, "expected an integer or floating point type");
    return Attribute();
  }
  if (!eltType.isa<IntegerType>() && !eltType.isa<FloatType>()) {
    emitError(typeLoc) << "expected integer or float type, got: '" << eltType << "'";
    return Attribute();
  }
  if (!eltType.isInteger(1) && eltType.getIntOrFloatBitWidth() % 8 != 0) {
    emitError(typeLoc, "element type bitwidth must be a multiple of 8");
    return Attribute();
  }
  if (eltType.getIntOrFloatBitWidth() > 64) {
    emitError(typeLoc) << "dense arrays of '" << eltType << "' are not supported by tbuf";
    return Attribute();
  }
  if (consumeIf(TokenKind::greater)) return DenseArrayAttr::get(eltType, {}, {});
  if (parseToken(TokenKind::colon, "expected ':' after dense array type")) return Attribute();

  std::vector<int64_t> ints;
  std::vector<double> floats;
  ParseResult result = success();
  if (eltType.isa<IntegerType>()) {
    result = parseCommaSeparatedList([&]() -> ParseResult {
      bool isNegative = consumeIf(TokenKind::minus);
      if (getToken().isKeyword("true") || getToken().isKeyword("false")) {
        if (!eltType.isInteger(1)) return emitError("expected i1 type for 'true' or 'false' values");
        ints.push_back(getToken().isKeyword("true") ? 1 : 0);
        consumeToken();
        return success();
      }
      if (getToken().is(TokenKind::integer)) {
        std::optional<uint64_t> magnitude = getToken().getUInt64IntegerValue();
        consumeToken();  // MLIR reports these errors after the literal
        if (eltType.isInteger(1)) return emitError("expected 'true' or 'false' values for i1 type");
        std::optional<int64_t> v = buildAttributeInt(eltType, isNegative, magnitude);
        if (!v) return emitError("integer constant out of range");
        ints.push_back(*v);
        return success();
      }
      return emitError("expected integer literal");
    });
  } else {
    FloatKind kind = eltType.cast<FloatType>().getFloatKind();
    result = parseCommaSeparatedList([&]() -> ParseResult {
      bool isNegative = consumeIf(TokenKind::minus);
      Token tok = getToken();
      double v;
      if (parseFloatFromLiteral(v, tok, isNegative, kind)) return failure();
      consumeToken();
      floats.push_back(roundToFloatKind(v, kind));
      return success();
    });
  }
  if (result || parseToken(TokenKind::greater, "expected '>' to close an array attribute")) return Attribute();
  return DenseArrayAttr::get(eltType, std::move(ints), std::move(floats));
}

}  // namespace tbuf::parser_detail
