// RUN: tbuf explain ../programs/cf_conditional_dealloc.mlir --format=json
// The JSON form of programs/cf_conditional_dealloc.mlir (schema: docs/explain.md).
