// RUN: tbuf explain ../programs/non_equivalent_yield.mlir --format=json --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" --buffer-deallocation-pipeline --canonicalize
// The JSON form of programs/non_equivalent_yield.mlir (schema: docs/explain.md).
