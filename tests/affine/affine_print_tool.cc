// Reads one affine map body per line on stdin (`(d0)[s0] -> (d0 + s0)`), parses
// it with tbuf's parser and prints the map as tbuf prints it, one per line
// (`ERROR: <message>` when parsing fails). fuzz.py compares this with mlir-opt-22
// on random expressions.
#include <iostream>
#include <string>

#include "ir/attributes.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/parser/parser.h"

int main() {
  tbuf::Context ctx;
  std::string lastError;
  ctx.getDiagEngine().setHandler([&](const tbuf::Diagnostic &d) {
    if (lastError.empty()) lastError = d.message;
  });
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty()) continue;
    lastError.clear();
    tbuf::Attribute a = tbuf::parseAttribute(ctx, "affine_map<" + line + ">");
    if (!a) {
      std::cout << "ERROR: " << lastError << "\n";
      continue;
    }
    std::string text = a.str();
    // Strip `affine_map<` and `>`.
    std::cout << text.substr(11, text.size() - 12) << "\n";
  }
  return 0;
}
