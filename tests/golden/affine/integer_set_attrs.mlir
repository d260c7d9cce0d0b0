// RUN: tbuf %s
// Integer sets as attributes: `<=` becomes `rhs - lhs >= 0`, `>=` and `==`
// become `lhs - rhs`, each constraint simplified as an affine expression
// (constants folded, terms merged, mod/floordiv kept), constraints kept in
// the order written (neither sorted nor deduplicated), identical sets share
// one alias, and sets nest in arrays and dictionaries.
func.func @f() attributes {
    a = affine_set<(d0)[s0] : (d0 * s0 >= 0, d0 floordiv 2 == 1, d0 mod 3 <= 1, -d0 >= -5)>,
    b = affine_set<(d0)[s0] : (d0 + 2 >= 3, 2 * d0 - 4 >= 0, d0 + 2 >= 3)>,
    c = [affine_set<(d0) : (1 >= 0)>, affine_set<() : ()>, affine_set<(x, y)[N] : (x + y == N)>],
    d = {inner = affine_set<(d0)[s0] : (d0 * s0 >= 0, d0 floordiv 2 == 1, d0 mod 3 <= 1, -d0 >= -5)>},
    e = affine_set<(d0, d1) : ((d0 + d1) ceildiv 4 - d1 * 3 >= 0, -(d0 - 128) mod 32 == 0)>,
    f = affine_map<(d0) -> (d0 + 1)>} {
  return
}
