// Type printing in mlir-opt's exact format (AsmPrinter::Impl::printTypeImpl):
// `si32`, `tensor<4x?xf32, #enc>`, `memref<4xf32, strided<[1], offset: ?>, 1>`
// (identity layouts and the default memory space are not printed),
// `(i32) -> (f32, f32)` (a single non-function result is not parenthesised),
// `vector<4xi32>`, `!dialect.name` for opaque types.
#include "absl/strings/str_cat.h"
#include "ir/printer/printer_impl.h"

namespace tbuf {
namespace printer {
namespace {

const char *floatName(FloatKind k) {
  switch (k) {
    case FloatKind::BF16: return "bf16";
    case FloatKind::F16: return "f16";
    case FloatKind::F32: return "f32";
    case FloatKind::F64: return "f64";
  }
  return "f64";
}

}  // namespace

void AttrTypePrinter::printType(Type t) {
  if (!t) {
    os += "<<NULL TYPE>>";
    return;
  }
  if (!cacheTypes_) {
    if (!printAlias(AliasKey::of(t))) printTypeImpl(t);
    return;
  }
  if (const std::string *text = typeText_.find(t.getImpl())) {
    os += *text;
    return;
  }
  size_t start = os.size();
  if (!printAlias(AliasKey::of(t))) printTypeImpl(t);
  // Looked up again: printing the type's components may have grown the table.
  typeText_.tryEmplace(t.getImpl(), os.substr(start));
}

void AttrTypePrinter::printTypeImpl(Type t) {
  auto printList = [&](ArrayRef<Type> ts) {
    bool first = true;
    for (Type e : ts) {
      if (!first) os += ", ";
      first = false;
      printType(e);
    }
  };
  auto printShape = [&](ArrayRef<int64_t> shape) {
    for (int64_t d : shape) {
      if (isDynamic(d))
        os.push_back('?');
      else
        absl::StrAppend(&os, d);
      os.push_back('x');
    }
  };
  switch (t.getKind()) {
    case TypeKind::Index: os += "index"; return;
    case TypeKind::None: os += "none"; return;
    case TypeKind::Integer: {
      auto it = t.cast<IntegerType>();
      if (it.getSignedness() == Signedness::Signed) os.push_back('s');
      if (it.getSignedness() == Signedness::Unsigned) os.push_back('u');
      absl::StrAppend(&os, "i", it.getWidth());
      return;
    }
    case TypeKind::Float: os += floatName(t.cast<FloatType>().getFloatKind()); return;
    case TypeKind::Function: {
      auto ft = t.cast<FunctionType>();
      os.push_back('(');
      printList(ft.getInputs());
      os += ") -> ";
      ArrayRef<Type> results = ft.getResults();
      if (results.size() == 1 && !results[0].isa<FunctionType>()) {
        printType(results[0]);
      } else {
        os.push_back('(');
        printList(results);
        os.push_back(')');
      }
      return;
    }
    case TypeKind::RankedTensor: {
      auto tt = t.cast<RankedTensorType>();
      os += "tensor<";
      printShape(tt.getShape());
      printType(tt.getElementType());
      if (Attribute enc = tt.getEncoding()) {
        os += ", ";
        printAttribute(enc);
      }
      os.push_back('>');
      return;
    }
    case TypeKind::Vector: {
      auto vt = t.cast<VectorType>();
      os += "vector<";
      printShape(vt.getShape());
      printType(vt.getElementType());
      os.push_back('>');
      return;
    }
    case TypeKind::UnrankedTensor:
      os += "tensor<*x";
      printType(t.cast<UnrankedTensorType>().getElementType());
      os.push_back('>');
      return;
    case TypeKind::MemRef: {
      auto mt = t.cast<MemRefType>();
      os += "memref<";
      printShape(mt.getShape());
      printType(mt.getElementType());
      Attribute layout = mt.getLayout();
      bool identityMap = layout && layout.isa<AffineMapAttr>() && layout.cast<AffineMapAttr>().getValue().isIdentity();
      if (layout && !identityMap) {
        os += ", ";
        printAttribute(layout, Elision::May);
      }
      if (Attribute space = mt.getMemorySpace()) {
        os += ", ";
        printAttribute(space, Elision::May);
      }
      os.push_back('>');
      return;
    }
    case TypeKind::UnrankedMemRef: {
      auto mt = t.cast<UnrankedMemRefType>();
      os += "memref<*x";
      printType(mt.getElementType());
      if (Attribute space = mt.getMemorySpace()) {
        os += ", ";
        printAttribute(space, Elision::May);
      }
      os.push_back('>');
      return;
    }
    case TypeKind::Tuple:
      if (aliasableSeen && t.cast<TupleType>().getTypes().size() > 16) *aliasableSeen = true;
      os += "tuple<";
      printList(t.cast<TupleType>().getTypes());
      os.push_back('>');
      return;
    case TypeKind::Opaque: {
      auto ot = t.cast<OpaqueType>();
      appendDialectSymbol(os, "!", ot.getDialect(), ot.getData());
      return;
    }
  }
}

}  // namespace printer

std::string Type::str() const {
  std::string out;
  PrintingFlags flags;
  printer::AttrTypePrinter(out, flags, nullptr).printType(*this);
  return out;
}

}  // namespace tbuf
