// RUN: tbuf explain ../programs/heuristic.mlir --format=json
// The JSON form of programs/heuristic.mlir (schema: docs/explain.md).
