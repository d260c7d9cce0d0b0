// scf: several patterns interacting (condition propagation into nested ifs,
// static conditions, forwarded and dead iter_args, nested one-trip loops,
// execute_region inlining).

func.func @mix(%c: i1, %d: i1, %a: f32, %b: f32, %lb: index, %ub: index, %st: index, %m: memref<4xf32>) -> (f32, f32) {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b, %z = %a) -> (f32, f32, f32) {
    %p = scf.if %c -> (f32) {
      %q = scf.if %c -> (f32) {
        %w = "test.op"(%x) : (f32) -> f32
        scf.yield %w : f32
      } else {
        scf.yield %y : f32
      }
      scf.yield %q : f32
    } else {
      scf.yield %x : f32
    }
    %u = scf.if %d -> (f32) {
      scf.yield %z : f32
    } else {
      scf.yield %z : f32
    }
    "test.use"(%u) : (f32) -> ()
    scf.yield %p, %y, %z : f32, f32, f32
  }
  %s = scf.execute_region -> f32 {
    %v = "test.op2"(%r#0) : (f32) -> f32
    scf.yield %v : f32
  }
  %t = scf.while (%e = %s) : (f32) -> f32 {
    %cc = "test.cond"(%e) : (f32) -> i1
    scf.condition(%cc) %e : f32
  } do {
  ^bb0(%g: f32):
    %h = scf.if %c -> (f32) {
      %k = "test.op3"(%g) : (f32) -> f32
      scf.yield %k : f32
    } else {
      scf.yield %g : f32
    }
    scf.yield %h : f32
  }
  return %t, %r#1 : f32, f32
}

// -----

func.func @nested_loops(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    %s:2 = scf.for %j = %c0 to %c1 step %c1 iter_args(%x = %a, %y = %b) -> (tensor<4xf32>, tensor<4xf32>) {
      %u = "test.upd"(%x, %j) : (tensor<4xf32>, index) -> tensor<4xf32>
      scf.yield %u, %y : tensor<4xf32>, tensor<4xf32>
    }
    scf.yield %s#0, %s#1 : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0 : tensor<4xf32>
}
