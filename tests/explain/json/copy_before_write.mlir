// RUN: tbuf explain ../programs/copy_before_write.mlir --format=json --one-shot-bufferize="bufferize-function-boundaries copy-before-write" --buffer-deallocation-pipeline --canonicalize
// The JSON form of programs/copy_before_write.mlir (schema: docs/explain.md).
