// RUN: tbuf explain ../programs/raw_loop.mlir --format=json
// The JSON form of programs/raw_loop.mlir (schema: docs/explain.md).
