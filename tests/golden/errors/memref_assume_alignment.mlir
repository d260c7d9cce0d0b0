// RUN: tbuf %s --split-input-file
// memref.assume_alignment's verifier with mlir-opt-22's messages: a power of 2, a positive i32.
func.func @not_power_of_two(%m: memref<4xi8>) {
  %a = memref.assume_alignment %m, 12 : memref<4xi8>
  return
}

// -----

func.func @zero(%m: memref<4xi8>) {
  %a = memref.assume_alignment %m, 0 : memref<4xi8>
  return
}

// -----

func.func @generic_type_mismatch(%m: memref<4xi8>) {
  %a = "memref.assume_alignment"(%m) <{alignment = 4 : i32}> : (memref<4xi8>) -> memref<?xi8>
  return
}
