// PLACEHOLDER(issue 5): registers nothing yet; the owner fills it in.
#include "dialects/test_ops.h"

namespace tbuf {

void registerTestDialectOps(Context &) {}

}  // namespace tbuf
