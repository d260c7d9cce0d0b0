// Fixture of the driver tests: the shared bufferization test base
// (tests/util/bufferize_fixture.h) plus the driver entry points.
#pragma once

#include "bufferize/bufferize.h"
#include "tests/util/bufferize_fixture.h"

namespace tbuf::bufferization::testing {

class DriverTest : public BufferizeTest {};

}  // namespace tbuf::bufferization::testing
