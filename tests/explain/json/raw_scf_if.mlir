// RUN: tbuf explain ../programs/raw_scf_if.mlir --format=json
// The JSON form of programs/raw_scf_if.mlir (schema: docs/explain.md).
