// RUN: tbuf explain ../programs/insert_slice_in_place.mlir --format=json
// The JSON form of programs/insert_slice_in_place.mlir (schema: docs/explain.md).
