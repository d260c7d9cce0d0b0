// RUN: tbuf explain ../programs/readonly_argument.mlir --format=json
// The JSON form of programs/readonly_argument.mlir (schema: docs/explain.md).
