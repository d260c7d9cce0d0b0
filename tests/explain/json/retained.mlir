// RUN: tbuf explain ../programs/retained.mlir --format=json
// The JSON form of programs/retained.mlir (schema: docs/explain.md).
