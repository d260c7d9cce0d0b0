// Float literals exactly as mlir-opt prints them. MLIR prints a float with
// APFloat::toString(6 significant digits, scientific) when that text parses
// back to the same value, else with APFloat's default toString if the result
// contains a '.', else as the hex bit pattern (always for inf and NaN).
// APFloat::toString truncates the exact decimal expansion in two steps (a
// binary estimate, then round-half-up on decimal digits), which differs from
// printf's correct rounding in corner cases, so it is re-implemented here on
// a small arbitrary-precision integer instead of approximated with printf.
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "ir/printer/printer_impl.h"

namespace tbuf::printer {
namespace {

/// Unsigned arbitrary-precision integer, just what toString needs.
class BigUInt {
 public:
  explicit BigUInt(uint64_t v) {
    while (v) {
      limbs_.push_back(static_cast<uint32_t>(v));
      v >>= 32;
    }
  }
  bool isZero() const { return limbs_.empty(); }
  unsigned activeBits() const {
    if (limbs_.empty()) return 0;
    uint32_t top = limbs_.back();
    unsigned bits = 32 * (limbs_.size() - 1);
    while (top) {
      ++bits;
      top >>= 1;
    }
    return bits;
  }
  void mulSmall(uint32_t m) {
    uint64_t carry = 0;
    for (uint32_t &l : limbs_) {
      uint64_t p = static_cast<uint64_t>(l) * m + carry;
      l = static_cast<uint32_t>(p);
      carry = p >> 32;
    }
    if (carry) limbs_.push_back(static_cast<uint32_t>(carry));
  }
  /// Divides in place by `d` (non-zero); returns the remainder.
  uint32_t divSmall(uint32_t d) {
    uint64_t rem = 0;
    for (size_t i = limbs_.size(); i-- > 0;) {
      uint64_t cur = (rem << 32) | limbs_[i];
      limbs_[i] = static_cast<uint32_t>(cur / d);
      rem = cur % d;
    }
    trim();
    return static_cast<uint32_t>(rem);
  }
  void shiftLeft(unsigned n) {
    if (limbs_.empty()) return;
    unsigned words = n / 32, bits = n % 32;
    if (bits) {
      uint32_t carry = 0;
      for (uint32_t &l : limbs_) {
        uint32_t next = l >> (32 - bits);
        l = (l << bits) | carry;
        carry = next;
      }
      if (carry) limbs_.push_back(carry);
    }
    limbs_.insert(limbs_.begin(), words, 0u);
  }
  /// Multiplies by 5^n.
  void mulPow5(unsigned n) {
    for (; n >= 13; n -= 13) mulSmall(1220703125u);  // 5^13
    uint32_t rest = 1;
    for (; n; --n) rest *= 5;
    mulSmall(rest);
  }
  /// Divides by 10^n, truncating.
  void divPow10(unsigned n) {
    for (; n >= 9; n -= 9) divSmall(1000000000u);
    uint32_t rest = 1;
    for (; n; --n) rest *= 10;
    if (rest != 1) divSmall(rest);
  }

 private:
  void trim() {
    while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
  }
  std::vector<uint32_t> limbs_;  ///< little endian
};

/// Field layout of the supported IEEE formats.
struct FloatFormat {
  unsigned expBits, mantBits;
  int bias() const { return (1 << (expBits - 1)) - 1; }
  unsigned precision() const { return mantBits + 1; }
  unsigned width() const { return 1 + expBits + mantBits; }
};

FloatFormat formatOf(FloatKind kind) {
  switch (kind) {
    case FloatKind::BF16: return {8, 7};
    case FloatKind::F16: return {5, 10};
    case FloatKind::F32: return {8, 23};
    case FloatKind::F64: return {11, 52};
  }
  return {11, 52};
}

uint64_t doubleBits(double v) {
  uint64_t b;
  std::memcpy(&b, &v, sizeof b);
  return b;
}

/// Rounds a double to a narrower IEEE format (nearest, ties to even).
uint64_t narrowDouble(double v, FloatFormat f) {
  uint64_t db = doubleBits(v);
  uint64_t sign = (db >> 63) << (f.width() - 1);
  uint64_t expAllOnes = ((uint64_t(1) << f.expBits) - 1) << f.mantBits;
  uint64_t dexp = (db >> 52) & 0x7FF, dmant = db & ((uint64_t(1) << 52) - 1);
  if (dexp == 0x7FF) {
    if (dmant == 0) return sign | expAllOnes;  // infinity
    uint64_t payload = dmant >> (52 - f.mantBits);
    if (payload == 0) payload = uint64_t(1) << (f.mantBits - 1);
    return sign | expAllOnes | payload;
  }
  if (dexp == 0 && dmant == 0) return sign;
  // |v| = m * 2^e exactly.
  uint64_t m = dexp ? (dmant | (uint64_t(1) << 52)) : dmant;
  int e = dexp ? static_cast<int>(dexp) - 1075 : -1074;
  int topBit = 63 - __builtin_clzll(m);
  int valueExp = topBit + e;  // floor(log2 |v|)
  int emin = 1 - f.bias();
  int quantum = (valueExp < emin ? emin : valueExp) - static_cast<int>(f.mantBits);
  int shift = quantum - e;
  uint64_t n;
  if (shift <= 0) {
    n = m << -shift;
  } else if (shift >= 64) {
    n = 0;
  } else {
    n = m >> shift;
    uint64_t rem = m & ((uint64_t(1) << shift) - 1), half = uint64_t(1) << (shift - 1);
    if (rem > half || (rem == half && (n & 1))) ++n;
  }
  if (n >> (f.mantBits + 1)) {  // rounding carried into a new binade
    n >>= 1;
    ++quantum;
  }
  if (n < (uint64_t(1) << f.mantBits)) return sign | n;  // subnormal (or zero)
  int exp = quantum + static_cast<int>(f.mantBits);
  if (exp > f.bias()) return sign | expAllOnes;  // overflow
  return sign | (static_cast<uint64_t>(exp + f.bias()) << f.mantBits) | (n & ((uint64_t(1) << f.mantBits) - 1));
}

/// APFloat's AdjustToPrecision on decimal digits (least significant first):
/// round half up to `precision` digits, dropping trailing zeros.
void adjustDigitsToPrecision(std::string &buffer, int &exp, unsigned precision) {
  unsigned n = buffer.size();
  if (n <= precision) return;
  unsigned firstSignificant = n - precision;
  if (buffer[firstSignificant - 1] < '5') {
    while (firstSignificant < n && buffer[firstSignificant] == '0') ++firstSignificant;
    exp += firstSignificant;
    buffer.erase(0, firstSignificant);
    return;
  }
  for (unsigned i = firstSignificant; i != n; ++i) {
    if (buffer[i] == '9') {
      ++firstSignificant;
    } else {
      ++buffer[i];
      break;
    }
  }
  if (firstSignificant == n) {
    exp += firstSignificant;
    buffer = "1";
    return;
  }
  exp += firstSignificant;
  buffer.erase(0, firstSignificant);
}

/// APFloat::toString of the non-zero finite value `significand * 2^exp`.
std::string toStringImpl(bool negative, int exp, uint64_t significand, unsigned semanticsPrecision,
                         unsigned formatPrecision, unsigned formatMaxPadding, bool truncateZero) {
  std::string str;
  if (negative) str.push_back('-');
  if (!formatPrecision) formatPrecision = 2 + semanticsPrecision * 59 / 196;

  // Ignore trailing binary zeros.
  while (!(significand & 1)) {
    significand >>= 1;
    ++exp;
  }
  BigUInt sig(significand);
  // Change the exponent from 2^e to 10^e: N * 2^-e == N * 5^e * 10^-e.
  if (exp > 0) {
    sig.shiftLeft(exp);
    exp = 0;
  } else if (exp < 0) {
    sig.mulPow5(-exp);
  }
  // AdjustToPrecision on the integer: drop decimal digits known to be excess.
  unsigned bits = sig.activeBits();
  unsigned bitsRequired = (formatPrecision * 196 + 58) / 59;
  if (bits > bitsRequired) {
    unsigned tensRemovable = (bits - bitsRequired) * 59 / 196;
    if (tensRemovable) {
      exp += tensRemovable;
      sig.divPow10(tensRemovable);
    }
  }
  // Decimal digits, least significant first, without trailing zeros.
  std::string buffer;
  bool inTrail = true;
  while (!sig.isZero()) {
    unsigned d = sig.divSmall(10);
    if (inTrail && !d) {
      ++exp;
    } else {
      buffer.push_back(static_cast<char>('0' + d));
      inTrail = false;
    }
  }
  adjustDigitsToPrecision(buffer, exp, formatPrecision);
  unsigned nDigits = buffer.size();

  bool scientific;
  if (!formatMaxPadding) {
    scientific = true;
  } else if (exp >= 0) {
    scientific = static_cast<unsigned>(exp) > formatMaxPadding || nDigits + static_cast<unsigned>(exp) > formatPrecision;
  } else {
    int msd = exp + static_cast<int>(nDigits - 1);
    scientific = msd >= 0 ? false : static_cast<unsigned>(-msd) > formatMaxPadding;
  }

  if (scientific) {
    exp += nDigits - 1;
    str.push_back(buffer[nDigits - 1]);
    str.push_back('.');
    if (nDigits == 1 && truncateZero) {
      str.push_back('0');
    } else {
      for (unsigned i = 1; i != nDigits; ++i) str.push_back(buffer[nDigits - 1 - i]);
    }
    if (!truncateZero && formatPrecision > nDigits - 1) str.append(formatPrecision - nDigits + 1, '0');
    str.push_back(truncateZero ? 'E' : 'e');
    str.push_back(exp >= 0 ? '+' : '-');
    if (exp < 0) exp = -exp;
    std::string expDigits;
    do {
      expDigits.push_back(static_cast<char>('0' + exp % 10));
      exp /= 10;
    } while (exp);
    if (!truncateZero && expDigits.size() < 2) expDigits.push_back('0');
    str.append(expDigits.rbegin(), expDigits.rend());
    return str;
  }

  if (exp >= 0) {
    for (unsigned i = 0; i != nDigits; ++i) str.push_back(buffer[nDigits - 1 - i]);
    str.append(static_cast<size_t>(exp), '0');
    return str;
  }

  int nWholeDigits = exp + static_cast<int>(nDigits);
  unsigned i = 0;
  if (nWholeDigits > 0) {
    for (; i != static_cast<unsigned>(nWholeDigits); ++i) str.push_back(buffer[nDigits - i - 1]);
    str.push_back('.');
  } else {
    unsigned nZeros = 1 + static_cast<unsigned>(-nWholeDigits);
    str.push_back('0');
    str.push_back('.');
    for (unsigned z = 1; z != nZeros; ++z) str.push_back('0');
  }
  for (; i != nDigits; ++i) str.push_back(buffer[nDigits - i - 1]);
  return str;
}

/// Parses `text` back into `kind` (what APFloat(semantics, text) does).
uint64_t parseToBits(const std::string &text, FloatKind kind) {
  if (kind == FloatKind::F32) {
    float f = std::strtof(text.c_str(), nullptr);
    uint32_t b;
    std::memcpy(&b, &f, sizeof b);
    return b;
  }
  return floatToBits(std::strtod(text.c_str(), nullptr), kind);
}

void appendHexBits(uint64_t bits, std::string &os) {
  static const char *kDigits = "0123456789ABCDEF";
  os += "0x";
  if (!bits) {
    os.push_back('0');
    return;
  }
  char buf[16];
  int n = 0;
  for (; bits; bits >>= 4) buf[n++] = kDigits[bits & 0xF];
  while (n) os.push_back(buf[--n]);
}

}  // namespace

uint64_t floatToBits(double value, FloatKind kind) {
  switch (kind) {
    case FloatKind::F64: return doubleBits(value);
    case FloatKind::F32: {
      if (std::isnan(value)) return narrowDouble(value, formatOf(kind));
      float f = static_cast<float>(value);
      uint32_t b;
      std::memcpy(&b, &f, sizeof b);
      return b;
    }
    case FloatKind::F16:
    case FloatKind::BF16: return narrowDouble(value, formatOf(kind));
  }
  return doubleBits(value);
}

void printFloatValue(double value, FloatKind kind, std::string &os) {
  FloatFormat f = formatOf(kind);
  uint64_t bits = floatToBits(value, kind);
  bool negative = (bits >> (f.width() - 1)) & 1;
  uint64_t expField = (bits >> f.mantBits) & ((uint64_t(1) << f.expBits) - 1);
  uint64_t mant = bits & ((uint64_t(1) << f.mantBits) - 1);
  bool special = expField == (uint64_t(1) << f.expBits) - 1;  // inf or NaN
  if (!special) {
    std::string text;
    if (expField == 0 && mant == 0) {
      // APFloat::toString of a zero with 6 digits, no padding.
      text = negative ? "-0.000000e+00" : "0.000000e+00";
      os += text;
      return;
    }
    uint64_t significand = expField ? (mant | (uint64_t(1) << f.mantBits)) : mant;
    int exp = (expField ? static_cast<int>(expField) : 1) - f.bias() - static_cast<int>(f.mantBits);
    text = toStringImpl(negative, exp, significand, f.precision(), 6, 0, false);
    if (parseToBits(text, kind) == bits) {
      os += text;
      return;
    }
    text = toStringImpl(negative, exp, significand, f.precision(), 0, 3, true);
    if (text.find('.') != std::string::npos) {
      os += text;
      return;
    }
  }
  appendHexBits(bits, os);
}

}  // namespace tbuf::printer
