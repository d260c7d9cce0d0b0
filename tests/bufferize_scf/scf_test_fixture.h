// Fixture of the scf model tests: the shared bufferization test base
// (tests/util/bufferize_fixture.h).
#pragma once

#include "tests/util/bufferize_fixture.h"

namespace tbuf::bufferization::scf_testing {

using testing::EquivalenceState;

class ScfModelTest : public testing::BufferizeTest {};

}  // namespace tbuf::bufferization::scf_testing
