// PLACEHOLDER(issue 5): empty shell so the library links; the owner replaces it.
#include "dealloc/passes.h"

namespace tbuf::dealloc {

void registerPromoteBuffersToStackPass() {}

}  // namespace tbuf::dealloc
