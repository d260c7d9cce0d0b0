// tensor.cast helpers of the canonicalization patterns (see
// dialect_utils_tensor_cast.h).
#include "dialects/utils/dialect_utils_tensor_cast.h"

#include "dialects/utils/dialect_utils_fold.h"

namespace tbuf {

bool preservesStaticInformation(Type source, Type target) {
  auto s = source.dyn_cast<RankedTensorType>(), t = target.dyn_cast<RankedTensorType>();
  if (!s || !t) return false;
  if (s.getElementType() != t.getElementType() || s.getRank() != t.getRank()) return false;
  if (s.getEncoding() != t.getEncoding()) return false;
  for (int64_t i = 0; i < s.getRank(); ++i)
    if (!isDynamic(s.getDimSize(i)) && isDynamic(t.getDimSize(i))) return false;
  return true;
}

Value createTensorCast(RewriterBase &rewriter, Location loc, Type type, Value source) {
  return createOp(rewriter, loc, "tensor.cast", {source}, {type})->getResult(0);
}

}  // namespace tbuf
