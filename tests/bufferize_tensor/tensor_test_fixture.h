// Fixture of the tensor model tests: the shared bufferization test base
// (tests/util/bufferize_fixture.h).
#pragma once

#include "tests/util/bufferize_fixture.h"

namespace tbuf::bufferization::testing {

class TensorModelTest : public BufferizeTest {};

}  // namespace tbuf::bufferization::testing
