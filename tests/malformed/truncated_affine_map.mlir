// What is wrong: the file ends inside an affine map.
// expected-error @+1 {{expected ')' in affine map range}}
#map = affine_map<(d0) -> (d0
