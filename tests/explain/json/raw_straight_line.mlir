// RUN: tbuf explain ../programs/raw_straight_line.mlir --format=json
// The JSON form of programs/raw_straight_line.mlir (schema: docs/explain.md).
