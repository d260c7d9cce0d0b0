// PLACEHOLDER(issue 6): empty shell; the owner replaces it.
#include "lower/c_emitter.h"

namespace tbuf::lower {

void registerMemRefEmitters() {}

}  // namespace tbuf::lower
