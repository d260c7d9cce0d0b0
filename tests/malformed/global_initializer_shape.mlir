// What is wrong: the initial value of a memref.global has the wrong shape.
// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0, 3.0]>
