// RUN: tbuf %s --pass-pipeline=builtin.module(test.symbol_scope_isolated(test-one-shot-module-bufferize))
// mlir-opt's test pass: One-Shot Module Bufferize with function boundaries (identity layouts) on a symbol table that is not a module; calls resolve inside it. The pass announces itself on stderr, as mlir-opt-22's does.
"test.symbol_scope_isolated"() ({
  func.func private @scale(%t: tensor<?xf64>, %s: f64) -> tensor<?xf64> {
    %c0 = arith.constant 0 : index
    %v = tensor.extract %t[%c0] : tensor<?xf64>
    %p = arith.mulf %v, %s : f64
    %0 = tensor.insert %p into %t[%c0] : tensor<?xf64>
    return %0 : tensor<?xf64>
  }
  func.func @twice(%t: tensor<?xf64> {bufferization.writable = true}, %s: f64) -> (tensor<?xf64>, f64) {
    %c0 = arith.constant 0 : index
    %0 = func.call @scale(%t, %s) : (tensor<?xf64>, f64) -> tensor<?xf64>
    %1 = func.call @scale(%0, %s) : (tensor<?xf64>, f64) -> tensor<?xf64>
    %v = tensor.extract %t[%c0] : tensor<?xf64>
    return %1, %v : tensor<?xf64>, f64
  }
  func.func @slice_copy(%t: tensor<8xf64>, %o: index) -> tensor<4xf64> {
    %0 = tensor.extract_slice %t[%o] [4] [1] : tensor<8xf64> to tensor<4xf64>
    return %0 : tensor<4xf64>
  }
  "test.finish"() : () -> ()
}) : () -> ()
