// Fixture of the linalg bufferization tests: the shared bufferization test
// base (tests/util/bufferize_fixture.h); model() here also fails the test
// when an op has no model.
#pragma once

#include <string>

#include "tests/util/bufferize_fixture.h"

namespace tbuf::bufferization::testing {

class LinalgBufferizeTest : public BufferizeTest {
 protected:
  /// The model attached to `o` (null, failing the test, if none).
  const BufferizableOpInterface *model(Operation *o) {
    const BufferizableOpInterface *iface = BufferizeTest::model(o);
    EXPECT_NE(iface, nullptr) << "no bufferization model";
    return iface;
  }

  std::string print() { return printed(); }
};

}  // namespace tbuf::bufferization::testing
