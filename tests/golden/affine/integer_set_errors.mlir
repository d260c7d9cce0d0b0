// RUN: tbuf %s --split-input-file
// Integer set parse errors with mlir-opt-22's messages and locations.
func.func @f() attributes {a = affine_map<(d0) : (d0 >= 0)>} { return }
// -----
func.func @f() attributes {a = affine_set<(d0) -> (d0)>} { return }
// -----
func.func @f() attributes {a = affine_set<(d0) : (d0 > 0)>} { return }
// -----
func.func @f() attributes {a = affine_set<(d0) : (d0)>} { return }
// -----
func.func @f() attributes {a = affine_set<(d0) : (d0 =< 0)>} { return }
// -----
func.func @f() attributes {a = affine_set<(d0) : (d1 >= 0)>} { return }
// -----
func.func @f() attributes {a = affine_set<(d0) (d0 >= 0)>} { return }
// -----
func.func @f() attributes {a = affine_set<(d0) : (d0 >= 0, )>} { return }
// -----
func.func @f() attributes {a = affine_set<(d0, d1) : (d0 * d1 >= 0)>} { return }
// -----
func.func @f() attributes {a = affine_set<(d0) : (d0 >= 0 >= 1)>} { return }
// -----
func.func @f() attributes {a = affine_set<(d0) : (d0 >= 0)} { return }
// -----
func.func @f() attributes {a = affine_set(d0)} { return }
// -----
func.func @f() attributes {a = affine_set<(d0, d0) : (d0 >= 0)>} { return }
