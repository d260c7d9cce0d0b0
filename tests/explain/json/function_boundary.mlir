// RUN: tbuf explain ../programs/function_boundary.mlir --format=json
// The JSON form of programs/function_boundary.mlir (schema: docs/explain.md).
