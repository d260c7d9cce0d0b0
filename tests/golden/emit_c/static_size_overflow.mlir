// RUN: tbuf %s --emit=c
// Static shapes whose byte size does not fit in 64 bits are rejected, with
// their location, before any C is produced: a memref.global's type and a
// function signature.
memref.global "private" @big : memref<2305843009213693952x2xi32>

func.func @f(%m: memref<4611686018427387904x4xi8>) {
  return
}
