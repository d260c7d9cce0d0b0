// RUN: tbuf explain ../programs/scf_if_dealloc.mlir --format=json
// The JSON form of programs/scf_if_dealloc.mlir (schema: docs/explain.md).
