// Builtin types and attributes, exercised through function signatures and
// discardable attributes: integer/float/index types, signedness, tensors
// (static, dynamic, unranked, 0-d, encoding-free), memrefs (layouts,
// strided, memory spaces, unranked), function types, none; integer, float,
// bool, unit, string (escapes), array, dictionary, dense elements, dense
// arrays, affine maps, symbol references, type attributes.

func.func private @int_types(i1, i2, i8, i16, i32, i64, i128, si32, ui8, index)
func.func private @float_types(f16, f32, f64)
func.func private @tensor_types(tensor<f32>, tensor<4xf32>, tensor<?xf32>, tensor<4x?x8xi32>, tensor<*xf32>, tensor<0xf32>, tensor<1x1x1x1xi1>, tensor<?x?x?xindex>)
func.func private @memref_types(memref<f32>, memref<4xf32>, memref<?x4xf32>, memref<*xf32>, memref<*xf32, 1>, memref<4xf32, 1>, memref<4xf32, 0>)
func.func private @strided_types(memref<4xf32, strided<[1]>>, memref<4xf32, strided<[2]>>, memref<4xf32, strided<[1], offset: 5>>, memref<?xf32, strided<[?], offset: ?>>, memref<4x4xf32, strided<[4, 1], offset: ?>>, memref<4x4xf32, strided<[?, 1]>>, memref<2x3xf32, strided<[3, 1], offset: 0>>, memref<f32, strided<[], offset: ?>>)
func.func private @affine_layout(memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(d0) -> (d0 * 2)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>)
func.func private @memspace_attrs(memref<4xf32, "shared">, memref<4xf32, 5 : i32>)
func.func private @function_types() -> (() -> (), (i32) -> i32, (i32, f32) -> (i64, f64), ((i32) -> i32) -> ())
func.func private @none_type(none)

// -----

func.func private @int_attrs() attributes {
  a.i = 1 : i64, a.j = -1 : i32, a.k = 0 : index, a.l = 255 : ui8, a.m = -128 : si8,
  a.n = 7, a.o = 1 : i1, a.p = 0 : i1, a.q = 42 : i8, a.r = 18446744073709551615 : ui64,
  a.s = 0x10 : i32}

// -----

func.func private @float_attrs() attributes {
  f.a = 1.0 : f32, f.b = 2.5 : f64, f.c = -0.0 : f16, f.d = 0x7F800000 : f32,
  f.e = 1.5, f.f = 1.0e-10 : f64, f.g = 0.1 : f32}

// -----

func.func private @misc_attrs() attributes {
  m.bool_t = true, m.bool_f = false, m.unit, m.str = "hello",
  m.esc = "quote\" backslash\\ newline\n tab\t nul\00 hex\FF",
  m.empty_str = "", m.arr = [1, "two", 3.0 : f32, [true]], m.empty_arr = [],
  m.dict = {b = 2 : i32, a = 1 : i32, c}, m.empty_dict = {},
  m.type = i32, m.ftype = (i32) -> f32, m.ttype = tensor<?xf32>,
  m.sym = @foo, m.nested_sym = @foo::@bar::@baz, m.str_sym = @"weird name",
  m.map = affine_map<(d0, d1)[s0] -> (d0 + d1 * 4 + s0)>,
  m.empty_map = affine_map<() -> ()>, m.const_map = affine_map<() -> (0)>,
  "m.quoted name" = 1 : i64}

// -----

func.func private @dense_attrs() attributes {
  d.splat_f = dense<1.0> : tensor<2x2xf32>,
  d.splat_i = dense<-3> : tensor<4xi32>,
  d.full_f = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>,
  d.full_i = dense<[1, 2, 3]> : tensor<3xi64>,
  d.bool = dense<[true, false, true]> : tensor<3xi1>,
  d.scalar = dense<42> : tensor<i32>,
  d.empty = dense<> : tensor<0xi32>,
  d.empty2 = dense<> : tensor<2x0xf32>,
  d.same = dense<[3, 3, 3]> : tensor<3xi8>,
  d.hex = dense<"0x0000803F00000040"> : tensor<2xf32>,
  d.idx = dense<[0, 1]> : tensor<2xindex>,
  d.memref = dense<1> : memref<2xi32>,
  d.arr_i32 = array<i32: 1, 2, 3>, d.arr_i64 = array<i64>, d.arr_f32 = array<f32: 1.0, 2.5>,
  d.arr_i1 = array<i1: true, false>}

// -----

// Attribute dictionaries are always printed sorted by name.
func.func private @attr_order() attributes {z.z = 1 : i64, a.a = 2 : i64, m.m = 3 : i64}

// -----

// Type and attribute aliases defined in the input.
!my_tensor = tensor<4x4xf32>
!my_memref = memref<?xf32, strided<[?], offset: ?>>
#my_map = affine_map<(d0, d1) -> (d1, d0)>
#my_attr = [1, 2, 3]
func.func private @aliases(!my_tensor, !my_memref, memref<4x4xf32, #my_map>) attributes {x.a = #my_attr, x.m = #my_map}

// -----

// Affine expressions are simplified and put in canonical order when built;
// dimension/symbol names are always printed as d0.., s0...
func.func private @affine_canon() attributes {
  a = affine_map<(d0, d1) -> (2 * d0, d1 + d0, d0 - 1, -d0, d0 * -1, d0 - d1, 3 + d0, d0 + 2 + 3, (d0 + d1) * 2, d0 floordiv 2 + 1, (d0 floordiv 2) * 4, d0 * 4 floordiv 2, -(d0 + d1), d0 + d1 * -2, d0 - d1 * 3, 1 - d0, d0 mod 4 - d1)>,
  b = affine_map<(i, j)[N] -> (i * N + j)>,
  c = affine_map<(d0)[s0] -> (s0 * d0)>,
  d = affine_map<(d0)[s0] -> (d0 + s0 + s0)>}
