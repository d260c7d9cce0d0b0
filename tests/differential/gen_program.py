#!/usr/bin/env python3
"""Seeded random generator of tensor programs for differential testing.

`gen_program.py --seed N [--size small|medium]` prints one MLIR module: a few
functions @f0..@fk on static f32 tensors (1-D and 2-D) that take tensors and
return several tensors, and a @main that builds constant inputs, calls the
functions (chaining results into later calls) and prints every tensor result
with printMemrefF32. The bodies mix tensor, linalg, bufferization, scf, cf,
func and arith ops so that bufferization meets in-place writes into function
arguments, aliasing results, loops, branches and calls.

Why: tbuf, MLIR's normal pipeline and MLIR's copy-before-write pipeline must
print the same values for every program; diff_run.py checks that.

Programs are deterministic (the seed fixes everything), read only initialized
data, and keep values small integers stored as floats (products are clamped),
so every execution prints exactly the same digits.
"""

import argparse
import random
import sys

SHAPES = [(4,), (6,), (8,), (2, 4), (4, 4), (4, 6), (6, 4)]
SIZES = {
    # size: (functions, statements per block, nesting depth, main statements)
    "small": ((2, 3), (3, 5), 1, (0, 2)),
    "medium": ((3, 4), (3, 6), 2, (1, 3)),
}
CLAMP = 1000.0


def ttype(shape):
    """(4, 6) -> tensor<4x6xf32>; None -> the unranked tensor<*xf32>."""
    if shape is None:
        return "tensor<*xf32>"
    return "tensor<%sxf32>" % "x".join(str(d) for d in shape)


def fnum(x):
    return "%.1f" % x


class Value:
    def __init__(self, name, shape):
        self.name = name
        self.shape = shape

    @property
    def type(self):
        return ttype(self.shape)


class Scope:
    """The tensor values and cached constants visible at one nesting level."""

    def __init__(self, parent=None):
        self.parent = parent
        self.own = []
        self.consts = {}

    def values(self):
        outer = self.parent.values() if self.parent else []
        return outer + self.own

    def lookup_const(self, key):
        if key in self.consts:
            return self.consts[key]
        return self.parent.lookup_const(key) if self.parent else None


class Function:
    def __init__(self, name, arg_shapes, result_shapes):
        self.name = name
        self.arg_shapes = arg_shapes
        self.result_shapes = result_shapes

    def signature(self):
        args = ", ".join(ttype(s) for s in self.arg_shapes)
        results = ", ".join(ttype(s) for s in self.result_shapes)
        return "(%s) -> (%s)" % (args, results)


class Generator:
    def __init__(self, seed, size):
        self.rng = random.Random(seed)
        self.nfuncs, self.nstmts, self.max_depth, self.nmain = SIZES[size]
        self.lines = []
        self.depth = 0
        self.counter = 0
        self.functions = []
        self.args = set()
        # In a function with cf branches One-Shot Bufferize cannot copy
        # tensors, so such functions only write into fresh tensors.
        self.pure = False

    # ----- emission helpers -------------------------------------------------

    def fresh(self, hint="v"):
        self.counter += 1
        return "%%%s%d" % (hint, self.counter)

    def emit(self, text):
        self.lines.append("  " * (self.depth + 1) + text)

    def index(self, scope, n):
        """An `arith.constant n : index`, defined once per scope chain."""
        return self.constant(scope, ("index", n), "arith.constant %d : index" % n, "c")

    def fconst(self, scope, x):
        return self.constant(scope, ("f32", x), "arith.constant %s : f32" % fnum(x), "cf")

    def constant(self, scope, key, op, hint):
        name = scope.lookup_const(key)
        if name is None:
            name = self.fresh(hint)
            self.emit("%s = %s" % (name, op))
            scope.consts[key] = name
        return name

    def add(self, scope, name, shape):
        value = Value(name, shape)
        scope.own.append(value)
        return value

    # ----- picking values ---------------------------------------------------

    def pick(self, scope, pred=lambda v: True, prefer_args=False):
        candidates = [v for v in scope.values() if pred(v)]
        if not candidates:
            return None
        if prefer_args and self.rng.random() < 0.5:
            args = [v for v in candidates if v.name in self.args]
            if args:
                return self.rng.choice(args)
        if self.rng.random() < 0.5:
            return candidates[-1 - self.rng.randrange(min(3, len(candidates)))]
        return self.rng.choice(candidates)

    def pick_shape(self, scope, shape, prefer_args=False):
        return self.pick(scope, lambda v: v.shape == shape, prefer_args)

    def random_index(self, scope, shape):
        return [self.index(scope, self.rng.randrange(d)) for d in shape]

    def scalar(self, scope):
        """Extracts one element of a visible tensor; returns the f32 name."""
        src = self.pick(scope)
        idx = self.random_index(scope, src.shape)
        name = self.fresh("s")
        self.emit("%s = tensor.extract %s[%s] : %s" % (name, src.name, ", ".join(idx), src.type))
        return name

    def initialized(self, scope, shape):
        """A visible value of `shape`, or a freshly filled tensor.empty."""
        existing = self.pick_shape(scope, shape, prefer_args=True)
        if existing is not None and not self.pure and self.rng.random() < 0.6:
            return existing.name
        return self.filled(scope, shape, self.rng.randint(-3, 3))

    def filled(self, scope, shape, x):
        empty = self.fresh("e")
        self.emit("%s = tensor.empty() : %s" % (empty, ttype(shape)))
        name = self.fresh("fill")
        self.emit("%s = linalg.fill ins(%s : f32) outs(%s : %s) -> %s" %
                  (name, self.fconst(scope, x), empty, ttype(shape), ttype(shape)))
        return name

    def destination(self, scope, shape, fresh=False):
        """An outs operand that will be overwritten completely."""
        if not fresh and not self.pure and self.rng.random() < 0.5:
            existing = self.pick_shape(scope, shape, prefer_args=True)
            if existing is not None:
                return existing.name
        name = self.fresh("e")
        if self.rng.random() < 0.3:
            self.emit("%s = bufferization.alloc_tensor() : %s" % (name, ttype(shape)))
        else:
            self.emit("%s = tensor.empty() : %s" % (name, ttype(shape)))
        return name

    # ----- scalar payloads --------------------------------------------------

    def binary(self, scope, a, b):
        """Emits one bounded f32 op on a and b; returns its result."""
        kind = self.rng.choice(["addf", "subf", "maximumf", "minimumf", "mulf", "select"])
        name = self.fresh("x")
        if kind == "select":
            cond = self.fresh("p")
            self.emit("%s = arith.cmpf olt, %s, %s : f32" % (cond, a, b))
            self.emit("%s = arith.select %s, %s, %s : f32" % (name, cond, a, b))
        elif kind == "mulf":
            prod = self.fresh("x")
            self.emit("%s = arith.mulf %s, %s : f32" % (prod, a, b))
            return self.clamp(scope, prod)
        else:
            self.emit("%s = arith.%s %s, %s : f32" % (name, kind, a, b))
        return name

    def clamp(self, scope, x):
        low = self.fresh("x")
        self.emit("%s = arith.maximumf %s, %s : f32" % (low, x, self.fconst(scope, -CLAMP)))
        high = self.fresh("x")
        self.emit("%s = arith.minimumf %s, %s : f32" % (high, low, self.fconst(scope, CLAMP)))
        return high

    def payload(self, scope, inputs):
        """Body of a linalg region on block arguments `inputs`; returns the result."""
        acc = inputs[0]
        for other in inputs[1:]:
            acc = self.binary(scope, acc, other)
        if self.rng.random() < 0.5:
            acc = self.binary(scope, acc, self.fconst(scope, self.rng.randint(-2, 3)))
        return acc

    def region_scope(self):
        """Linalg bodies are isolated from constants cached outside them."""
        return Scope()

    # ----- statements -------------------------------------------------------

    def st_insert(self, scope):
        s = self.scalar(scope)
        x = self.binary(scope, s, self.fconst(scope, self.rng.randint(1, 4)))
        dest = self.pick(scope, prefer_args=True)
        idx = self.random_index(scope, dest.shape)
        name = self.fresh("ins")
        self.emit("%s = tensor.insert %s into %s[%s] : %s" % (name, x, dest.name, ", ".join(idx), dest.type))
        self.add(scope, name, dest.shape)

    def slice_params(self, shape):
        sizes, offsets, strides = [], [], []
        for d in shape:
            stride = 2 if d >= 4 and self.rng.random() < 0.2 else 1
            size = self.rng.randint(1, (d - 1) // stride + 1)
            offsets.append(self.rng.randint(0, d - 1 - (size - 1) * stride))
            sizes.append(size)
            strides.append(stride)
        return offsets, sizes, strides

    def slice_text(self, offsets, sizes, strides):
        return "[%s] [%s] [%s]" % tuple(", ".join(str(x) for x in xs) for xs in (offsets, sizes, strides))

    def st_extract_slice(self, scope, src=None):
        src = src or self.pick(scope)
        offsets, sizes, strides = self.slice_params(src.shape)
        shape = tuple(sizes)
        if len(shape) == 2 and self.rng.random() < 0.4:
            sizes[0] = 1
            shape = (sizes[1],)
        name = self.fresh("sl")
        self.emit("%s = tensor.extract_slice %s%s : %s to %s" %
                  (name, src.name, self.slice_text(offsets, sizes, strides), src.type, ttype(shape)))
        return self.add(scope, name, shape)

    def st_insert_slice(self, scope):
        dest = self.pick(scope, prefer_args=True)
        fits = lambda v: (len(v.shape) == len(dest.shape) and v.shape != dest.shape
                          and all(a <= b for a, b in zip(v.shape, dest.shape))) or \
            (len(v.shape) == 1 and len(dest.shape) == 2 and v.shape[0] <= dest.shape[1])
        src = self.pick(scope, fits)
        if src is None:
            src = self.st_extract_slice(scope, dest)
            if len(src.shape) != len(dest.shape):
                return
        if len(src.shape) == len(dest.shape):
            offsets = [self.rng.randint(0, d - s) for s, d in zip(src.shape, dest.shape)]
            sizes = list(src.shape)
        else:
            offsets = [self.rng.randrange(dest.shape[0]), self.rng.randint(0, dest.shape[1] - src.shape[0])]
            sizes = [1, src.shape[0]]
        name = self.fresh("is")
        self.emit("%s = tensor.insert_slice %s into %s%s : %s into %s" %
                  (name, src.name, dest.name, self.slice_text(offsets, sizes, [1] * len(sizes)), src.type, dest.type))
        self.add(scope, name, dest.shape)

    def st_reshape(self, scope):
        src = self.pick(scope, lambda v: len(v.shape) == 2 or v.shape[0] % 2 == 0)
        if src is None:
            return
        name = self.fresh("rs")
        if len(src.shape) == 2:
            shape = (src.shape[0] * src.shape[1],)
            self.emit("%s = tensor.collapse_shape %s [[0, 1]] : %s into %s" % (name, src.name, src.type, ttype(shape)))
        else:
            n = src.shape[0]
            shape = self.rng.choice([(2, n // 2), (n // 2, 2)])
            self.emit("%s = tensor.expand_shape %s [[0, 1]] output_shape [%d, %d] : %s into %s" %
                      (name, src.name, shape[0], shape[1], src.type, ttype(shape)))
        self.add(scope, name, shape)

    def st_pad(self, scope):
        src = self.pick(scope, lambda v: max(v.shape) <= 8)
        if src is None:
            return
        low = [self.rng.randint(0, 2) for _ in src.shape]
        high = [self.rng.randint(0, 2) for _ in src.shape]
        shape = tuple(d + lo + hi for d, lo, hi in zip(src.shape, low, high))
        pad_value = self.scalar(scope) if self.rng.random() < 0.4 else self.fconst(scope, self.rng.randint(-5, 5))
        name = self.fresh("pad")
        self.emit("%s = tensor.pad %s low[%s] high[%s] {" %
                  (name, src.name, ", ".join(map(str, low)), ", ".join(map(str, high))))
        self.emit("^bb0(%s):" % ", ".join("%s: index" % self.fresh("pi") for _ in src.shape))
        self.emit("  tensor.yield %s : f32" % pad_value)
        self.emit("} : %s to %s" % (src.type, ttype(shape)))
        self.add(scope, name, shape)

    def st_fill(self, scope):
        if not self.pure and self.rng.random() < 0.5:
            dest = self.pick(scope, prefer_args=True)
            name = self.fresh("fill")
            self.emit("%s = linalg.fill ins(%s : f32) outs(%s : %s) -> %s" %
                      (name, self.fconst(scope, self.rng.randint(-4, 4)), dest.name, dest.type, dest.type))
            self.add(scope, name, dest.shape)
        else:
            shape = self.rng.choice(SHAPES)
            self.add(scope, self.filled(scope, shape, self.rng.randint(-4, 4)), shape)

    def st_alloc_copy(self, scope):
        src = self.pick(scope)
        name = self.fresh("at")
        if self.rng.random() < 0.5:
            self.emit("%s = bufferization.alloc_tensor() copy(%s) : %s" % (name, src.name, src.type))
        else:
            alloc = self.fresh("at")
            self.emit("%s = bufferization.alloc_tensor() : %s" % (alloc, src.type))
            self.emit("%s = linalg.copy ins(%s : %s) outs(%s : %s) -> %s" %
                      (name, src.name, src.type, alloc, src.type, src.type))
        self.add(scope, name, src.shape)

    def st_copy(self, scope):
        src = self.pick(scope)
        dest = self.destination(scope, src.shape)
        name = self.fresh("cp")
        self.emit("%s = linalg.copy ins(%s : %s) outs(%s : %s) -> %s" %
                  (name, src.name, src.type, dest, src.type, src.type))
        self.add(scope, name, src.shape)

    def st_materialize(self, scope):
        """Into a fresh tensor only: the write must be in place, and an
        argument or constant may be read later or be read-only."""
        src = self.pick(scope)
        dest = self.destination(scope, src.shape, fresh=True)
        name = self.fresh("mat")
        self.emit("%s = bufferization.materialize_in_destination %s in %s : (%s, %s) -> %s" %
                  (name, src.name, dest, src.type, src.type, src.type))
        self.add(scope, name, src.shape)

    def st_from_elements(self, scope):
        shape = self.rng.choice([(4,), (6,), (2, 2), (2, 3)])
        count = shape[0] * (shape[1] if len(shape) == 2 else 1)
        elems = [self.scalar(scope) if self.rng.random() < 0.6 else self.fconst(scope, self.rng.randint(-5, 5))
                 for _ in range(count)]
        name = self.fresh("fe")
        self.emit("%s = tensor.from_elements %s : %s" % (name, ", ".join(elems), ttype(shape)))
        self.add(scope, name, shape)

    def st_generate(self, scope):
        captured = self.pick(scope) if self.rng.random() < 0.6 else None
        shape = captured.shape if captured else self.rng.choice(SHAPES)
        ivs = [self.fresh("gi") for _ in shape]
        name = self.fresh("gen")
        self.emit("%s = tensor.generate {" % name)
        self.emit("^bb0(%s):" % ", ".join("%s: index" % iv for iv in ivs))
        self.depth += 1
        inner = Scope(scope)
        total = ivs[0]
        if len(ivs) == 2:
            scaled = self.fresh("g")
            self.emit("%s = arith.muli %s, %s : index" % (scaled, ivs[0], self.index(inner, shape[1])))
            total = self.fresh("g")
            self.emit("%s = arith.addi %s, %s : index" % (total, scaled, ivs[1]))
        as_int = self.fresh("g")
        self.emit("%s = arith.index_cast %s : index to i32" % (as_int, total))
        result = self.fresh("g")
        self.emit("%s = arith.sitofp %s : i32 to f32" % (result, as_int))
        if captured:
            elem = self.fresh("g")
            self.emit("%s = tensor.extract %s[%s] : %s" % (elem, captured.name, ", ".join(ivs), captured.type))
            result = self.binary(inner, result, elem)
        self.emit("tensor.yield %s : f32" % result)
        self.depth -= 1
        self.emit("} : %s" % ttype(shape))
        self.add(scope, name, shape)

    def st_cast(self, scope, src=None):
        src = src or self.pick(scope)
        dyn = ["?" if self.rng.random() < 0.7 else str(d) for d in src.shape]
        dyn_type = "tensor<%sxf32>" % "x".join(dyn)
        mid = self.fresh("dyn")
        self.emit("%s = tensor.cast %s : %s to %s" % (mid, src.name, src.type, dyn_type))
        name = self.fresh("cast")
        self.emit("%s = tensor.cast %s : %s to %s" % (name, mid, dyn_type, src.type))
        return self.add(scope, name, src.shape)

    def linalg_body(self, args):
        """Emits `(args) { payload; linalg.yield }` of a linalg.map."""
        self.emit("  (%s) {" % ", ".join("%s: f32" % a for a in args))
        self.depth += 2
        inner = self.region_scope()
        result = self.payload(inner, args[:-1])
        self.emit("linalg.yield %s : f32" % result)
        self.depth -= 2
        self.emit("  }")

    def st_map(self, scope):
        first = self.pick(scope)
        ins = [first] + [self.pick_shape(scope, first.shape) for _ in range(self.rng.randint(0, 1))]
        dest = self.destination(scope, first.shape)
        name = self.fresh("map")
        self.emit("%s = linalg.map ins(%s : %s) outs(%s : %s)" %
                  (name, ", ".join(v.name for v in ins), ", ".join(v.type for v in ins), dest, first.type))
        self.linalg_body([self.fresh("a") for _ in ins] + [self.fresh("o")])
        self.add(scope, name, first.shape)

    def st_generic(self, scope):
        first = self.pick(scope)
        ins = [first] + [self.pick_shape(scope, first.shape) for _ in range(self.rng.randint(0, 1))]
        out = self.initialized(scope, first.shape)
        rank = len(first.shape)
        dims = ", ".join("d%d" % i for i in range(rank))
        maps = ", ".join(["affine_map<(%s) -> (%s)>" % (dims, dims)] * (len(ins) + 1))
        iters = ", ".join(['"parallel"'] * rank)
        name = self.fresh("gn")
        self.emit("%s = linalg.generic {indexing_maps = [%s], iterator_types = [%s]}" % (name, maps, iters))
        self.emit("    ins(%s : %s) outs(%s : %s) {" %
                  (", ".join(v.name for v in ins), ", ".join(v.type for v in ins), out, first.type))
        args = [self.fresh("a") for _ in ins] + [self.fresh("o")]
        self.emit("^bb0(%s):" % ", ".join("%s: f32" % a for a in args))
        self.depth += 1
        result = self.payload(self.region_scope(), args)
        self.emit("linalg.yield %s : f32" % result)
        self.depth -= 1
        self.emit("} -> %s" % first.type)
        self.add(scope, name, first.shape)

    def st_reduce(self, scope):
        src = self.pick(scope, lambda v: len(v.shape) == 2)
        if src is None:
            return
        dim = self.rng.randrange(2)
        shape = (src.shape[1 - dim],)
        init = self.initialized(scope, shape)
        name = self.fresh("red")
        op = self.rng.choice(["addf", "maximumf", "minimumf"])
        self.emit("%s = linalg.reduce ins(%s : %s) outs(%s : %s) dimensions = [%d]" %
                  (name, src.name, src.type, init, ttype(shape), dim))
        a, o, r = self.fresh("a"), self.fresh("o"), self.fresh("x")
        self.emit("  (%s: f32, %s: f32) {" % (a, o))
        self.emit("    %s = arith.%s %s, %s : f32" % (r, op, a, o))
        self.emit("    linalg.yield %s : f32" % r)
        self.emit("  }")
        self.add(scope, name, shape)

    def st_transpose(self, scope):
        src = self.pick(scope, lambda v: len(v.shape) == 2)
        if src is None:
            return
        shape = (src.shape[1], src.shape[0])
        dest = self.destination(scope, shape)
        name = self.fresh("tr")
        self.emit("%s = linalg.transpose ins(%s : %s) outs(%s : %s) permutation = [1, 0]" %
                  (name, src.name, src.type, dest, ttype(shape)))
        self.add(scope, name, shape)

    def st_matmul(self, scope):
        a = self.pick(scope, lambda v: len(v.shape) == 2)
        if a is None:
            return
        b = self.pick(scope, lambda v: len(v.shape) == 2 and v.shape[0] == a.shape[1])
        if b is None:
            return
        shape = (a.shape[0], b.shape[1])
        init = self.initialized(scope, shape)
        prod = self.fresh("mm")
        self.emit("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s" %
                  (prod, a.name, b.name, a.type, b.type, init, ttype(shape), ttype(shape)))
        name = self.fresh("mc")
        self.emit("%s = linalg.map ins(%s : %s) outs(%s : %s)" % (name, prod, ttype(shape), prod, ttype(shape)))
        x, o = self.fresh("a"), self.fresh("o")
        self.emit("  (%s: f32, %s: f32) {" % (x, o))
        self.depth += 2
        self.emit("linalg.yield %s : f32" % self.clamp(self.region_scope(), x))
        self.depth -= 2
        self.emit("  }")
        self.add(scope, name, shape)

    def st_call(self, scope):
        if not self.functions:
            return
        callee = self.rng.choice(self.functions)
        args = [self.initialized(scope, s) for s in callee.arg_shapes]
        self.emit_call(scope, callee, args)

    def emit_call(self, scope, callee, args):
        results = [self.fresh("r") for _ in callee.result_shapes]
        lhs = ", ".join(results) + " = " if results else ""
        self.emit("%sfunc.call @%s(%s) : %s" % (lhs, callee.name, ", ".join(args), callee.signature()))
        return [self.add(scope, r, s) for r, s in zip(results, callee.result_shapes)]

    # ----- region statements ------------------------------------------------

    def block(self, scope, count=None):
        """Emits `count` random statements into `scope`."""
        lo, hi = self.nstmts
        if count is None:
            count = self.rng.randint(1, 2) if self.depth else self.rng.randint(lo, hi)
        for _ in range(count):
            self.statement(scope)

    def yield_values(self, scope, shapes):
        """One visible value per shape, preferring ones defined in `scope`."""
        chosen = []
        for shape in shapes:
            own = [v for v in scope.own if v.shape == shape]
            if own and self.rng.random() < 0.75:
                chosen.append(self.rng.choice(own))
            else:
                chosen.append(self.pick_shape(scope, shape))
        return chosen

    def nested(self, scope, shapes):
        """A region body: statements, then an scf.yield of `shapes`."""
        inner = Scope(scope)
        self.depth += 1
        self.block(inner)
        values = self.yield_values(inner, shapes)
        self.emit("scf.yield %s : %s" % (", ".join(v.name for v in values), ", ".join(v.type for v in values)))
        self.depth -= 1

    def result_values(self, scope, count):
        chosen = []
        for _ in range(count):
            v = self.pick(scope)
            if v not in chosen:
                chosen.append(v)
        return chosen

    def bind(self, scope, names, shapes):
        return [self.add(scope, n, s) for n, s in zip(names, shapes)]

    def multi_result(self, count):
        base = self.fresh("m")
        return base, ["%s#%d" % (base, i) for i in range(count)] if count > 1 else [base]

    def st_for(self, scope):
        inits = self.result_values(scope, self.rng.randint(1, 2))
        shapes = [v.shape for v in inits]
        base, results = self.multi_result(len(inits))
        iv = self.fresh("iv")
        iters = [self.fresh("it") for _ in inits]
        ub = self.index(scope, self.rng.randint(1, 4))
        lb, step = self.index(scope, 0), self.index(scope, 1)
        self.emit("%s%s = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {" %
                  (base, ":%d" % len(inits) if len(inits) > 1 else "", iv, lb, ub, step,
                   ", ".join("%s = %s" % (it, v.name) for it, v in zip(iters, inits)),
                   ", ".join(ttype(s) for s in shapes)))

        inner = Scope(scope)
        self.depth += 1
        carried = self.bind(inner, iters, shapes)
        self.block(inner)
        values = self.finish_loop(inner, carried, iv)
        self.emit("scf.yield %s : %s" % (", ".join(v.name for v in values), ", ".join(v.type for v in values)))
        self.depth -= 1
        self.emit("}")
        self.bind(scope, results, shapes)

    def finish_loop(self, scope, carried, iv):
        """The values a loop body yields for its iteration arguments: each
        argument itself or a last in-place write into it (One-Shot Bufferize
        requires yields equivalent to the iteration arguments). At most one
        linalg.copy, emitted first, so no value is read after a final write."""
        kinds = [self.rng.choice(["same", "copy", "insert", "insert"]) for _ in carried]
        own = [v for v in scope.own if v not in carried]
        values = list(carried)
        for i, (kind, c) in enumerate(zip(kinds, carried)):
            sources = [v for v in own if v.shape == c.shape]
            if kind == "copy" and sources and "copy" not in kinds[:i]:
                src = self.rng.choice(sources)
                name = self.fresh("cp")
                self.emit("%s = linalg.copy ins(%s : %s) outs(%s : %s) -> %s" %
                          (name, src.name, src.type, c.name, src.type, src.type))
                values[i] = self.add(scope, name, c.shape)
            elif kind != "same":
                kinds[i] = "insert"
        for i, c in enumerate(carried):
            if kinds[i] == "insert":
                values[i] = self.insert_at(scope, iv, c)
        return values

    def insert_at(self, scope, iv, dest):
        """dest[iv mod d0, ...] = iv + dest[...]: uses the induction variable."""
        row = self.fresh("q")
        self.emit("%s = arith.remui %s, %s : index" % (row, iv, self.index(scope, dest.shape[0])))
        idx = [row] + [self.index(scope, 0)] * (len(dest.shape) - 1)
        as_int = self.fresh("q")
        self.emit("%s = arith.index_cast %s : index to i32" % (as_int, iv))
        as_float = self.fresh("q")
        self.emit("%s = arith.sitofp %s : i32 to f32" % (as_float, as_int))
        old = self.fresh("q")
        self.emit("%s = tensor.extract %s[%s] : %s" % (old, dest.name, ", ".join(idx), dest.type))
        new = self.binary(scope, old, as_float)
        name = self.fresh("q")
        self.emit("%s = tensor.insert %s into %s[%s] : %s" % (name, new, dest.name, ", ".join(idx), dest.type))
        return self.add(scope, name, dest.shape)

    def condition(self, scope):
        s = self.scalar(scope)
        cond = self.fresh("cond")
        pred = self.rng.choice(["olt", "ogt", "oge", "ole"])
        self.emit("%s = arith.cmpf %s, %s, %s : f32" % (cond, pred, s, self.fconst(scope, self.rng.randint(-2, 2))))
        return cond

    def st_if(self, scope):
        shapes = [v.shape for v in self.result_values(scope, self.rng.randint(1, 2))]
        cond = self.condition(scope)
        base, results = self.multi_result(len(shapes))
        self.emit("%s%s = scf.if %s -> (%s) {" %
                  (base, ":%d" % len(shapes) if len(shapes) > 1 else "", cond, ", ".join(ttype(s) for s in shapes)))
        self.nested(scope, shapes)
        self.emit("} else {")
        self.nested(scope, shapes)
        self.emit("}")
        self.bind(scope, results, shapes)

    def st_while(self, scope):
        init = self.pick(scope)
        base, results = self.multi_result(2)
        a, k, a2, k2 = self.fresh("wa"), self.fresh("wk"), self.fresh("wa"), self.fresh("wk")
        zero, one = self.index(scope, 0), self.index(scope, 1)
        limit = self.index(scope, self.rng.randint(1, 3))
        types = "%s, index" % init.type
        self.emit("%s:2 = scf.while (%s = %s, %s = %s) : (%s) -> (%s) {" % (base, a, init.name, k, zero, types, types))
        cond = self.fresh("wc")
        self.emit("  %s = arith.cmpi slt, %s, %s : index" % (cond, k, limit))
        self.emit("  scf.condition(%s) %s, %s : %s" % (cond, a, k, types))
        self.emit("} do {")
        self.emit("^bb0(%s: %s, %s: index):" % (a2, init.type, k2))
        inner = Scope(scope)
        self.depth += 1
        carried = self.add(inner, a2, init.shape)
        self.block(inner)
        value = self.finish_loop(inner, [carried], k2)[0]
        k3 = self.fresh("wk")
        self.emit("%s = arith.addi %s, %s : index" % (k3, k2, one))
        self.emit("scf.yield %s, %s : %s" % (value.name, k3, types))
        self.depth -= 1
        self.emit("}")
        self.add(scope, results[0], init.shape)

    def st_switch(self, scope):
        shapes = [v.shape for v in self.result_values(scope, self.rng.randint(1, 2))]
        cases = self.rng.randint(1, 3)
        s = self.scalar(scope)
        as_int = self.fresh("sw")
        self.emit("%s = arith.fptosi %s : f32 to i32" % (as_int, s))
        as_index = self.fresh("sw")
        self.emit("%s = arith.index_cast %s : i32 to index" % (as_index, as_int))
        sel = self.fresh("sw")
        self.emit("%s = arith.remui %s, %s : index" % (sel, as_index, self.index(scope, cases + 1)))
        base, results = self.multi_result(len(shapes))
        self.emit("%s%s = scf.index_switch %s -> %s" %
                  (base, ":%d" % len(shapes) if len(shapes) > 1 else "", sel, ", ".join(ttype(s) for s in shapes)))
        for case in range(cases):
            self.emit("case %d {" % case)
            self.nested(scope, shapes)
            self.emit("}")
        self.emit("default {")
        self.nested(scope, shapes)
        self.emit("}")
        self.bind(scope, results, shapes)

    def st_forall(self, scope):
        init = self.pick(scope)
        shape = init.shape
        src = self.pick_shape(scope, shape)
        i, o = self.fresh("fi"), self.fresh("fo")
        name = self.fresh("fa")
        self.emit("%s = scf.forall (%s) in (%d) shared_outs(%s = %s) -> (%s) {" %
                  (name, i, shape[0], o, init.name, init.type))
        self.depth += 1
        row_shape = (1,) + tuple(shape[1:])
        offsets = [i] + ["0"] * (len(shape) - 1)
        sizes = ["1"] + [str(d) for d in shape[1:]]
        params = "[%s] [%s] [%s]" % (", ".join(offsets), ", ".join(sizes), ", ".join(["1"] * len(shape)))
        reads = [self.fresh("row"), self.fresh("row")]
        self.emit("%s = tensor.extract_slice %s%s : %s to %s" % (reads[0], o, params, init.type, ttype(row_shape)))
        self.emit("%s = tensor.extract_slice %s%s : %s to %s" % (reads[1], src.name, params, src.type, ttype(row_shape)))
        empty = self.fresh("e")
        self.emit("%s = tensor.empty() : %s" % (empty, ttype(row_shape)))
        new = self.fresh("row")
        self.emit("%s = linalg.map ins(%s : %s) outs(%s : %s)" %
                  (new, ", ".join(reads), ", ".join([ttype(row_shape)] * 2), empty, ttype(row_shape)))
        self.linalg_body([self.fresh("a"), self.fresh("a"), self.fresh("o")])
        self.emit("scf.forall.in_parallel {")
        self.emit("  tensor.parallel_insert_slice %s into %s%s : %s into %s" %
                  (new, o, params, ttype(row_shape), init.type))
        self.emit("}")
        self.depth -= 1
        self.emit("}")
        self.add(scope, name, shape)

    STATEMENTS = [
        ("st_insert", 6), ("st_extract_slice", 4), ("st_insert_slice", 5), ("st_reshape", 3), ("st_pad", 3),
        ("st_fill", 3), ("st_alloc_copy", 2), ("st_copy", 2), ("st_materialize", 3), ("st_from_elements", 2),
        ("st_generate", 2), ("st_cast", 2), ("st_map", 4), ("st_generic", 4), ("st_reduce", 3),
        ("st_transpose", 3), ("st_matmul", 3), ("st_call", 4),
    ]
    REGIONS = [("st_for", 4), ("st_if", 4), ("st_while", 2), ("st_switch", 2), ("st_forall", 3)]

    PURE = {"st_extract_slice", "st_reshape", "st_pad", "st_fill", "st_alloc_copy", "st_materialize",
            "st_from_elements", "st_generate", "st_cast", "st_map", "st_generic", "st_reduce", "st_transpose",
            "st_matmul"}

    def statement(self, scope):
        table = self.STATEMENTS + (self.REGIONS if self.depth < self.max_depth else [])
        if self.pure:
            table = [(n, w) for n, w in table if n in self.PURE]
        names = [n for n, _ in table]
        weights = [w for _, w in table]
        getattr(self, self.rng.choices(names, weights)[0])(scope)

    # ----- functions and main -----------------------------------------------

    def function(self, index):
        arg_shapes = [self.rng.choice(SHAPES) for _ in range(self.rng.randint(1, 3))]
        args = [Value("%%arg%d" % i, s) for i, s in enumerate(arg_shapes)]
        self.args = {a.name for a in args}
        self.pure = self.rng.random() < 0.25
        header = len(self.lines)
        scope = Scope()
        scope.own.extend(args)
        self.block(scope)
        results = self.function_results(scope, args)
        if self.pure:
            results = self.diamond(scope, results)
        self.emit("return %s : %s" % (", ".join(v.name for v in results), ", ".join(v.type for v in results)))
        self.lines.append("}")
        fn = Function("f%d" % index, arg_shapes, [v.shape for v in results])
        arg_text = ", ".join("%s: %s" % (a.name, a.type) for a in args)
        self.lines.insert(header, "func.func @%s(%s) -> (%s) {" %
                          (fn.name, arg_text, ", ".join(v.type for v in results)))
        self.lines.append("")
        self.functions.append(fn)

    def function_results(self, scope, args):
        """Several results: recent values, maybe an argument, a slice or cast of one, a duplicate."""
        results = self.result_values(scope, self.rng.randint(2, 3))
        roll = self.rng.random()
        if roll < 0.2:
            results.append(self.rng.choice(args))
        elif roll < 0.35:
            results.append(self.st_extract_slice(scope, self.rng.choice(args)))
        elif roll < 0.45:
            results.append(self.st_cast(scope, self.rng.choice(args)))
        if self.rng.random() < 0.25:
            results.append(self.rng.choice(results))
        return results

    def diamond(self, scope, results):
        """Routes the results through cf.cond_br / cf.br blocks with tensor arguments."""
        cond = self.condition(scope)
        shapes = [v.shape for v in results]
        types = ", ".join(v.type for v in results)
        names = ", ".join(v.name for v in results)
        self.emit("cf.cond_br %s, ^bb1(%s : %s), ^bb2" % (cond, names, types))
        merged = [self.fresh("j") for _ in results]
        params = [self.fresh("b") for _ in results]
        self.lines.append("^bb1(%s):" % ", ".join("%s: %s" % (p, v.type) for p, v in zip(params, results)))
        self.branch(scope, shapes, params)
        self.lines.append("^bb2:")
        self.branch(scope, shapes, [])
        self.lines.append("^bb3(%s):" % ", ".join("%s: %s" % (m, v.type) for m, v in zip(merged, results)))
        out = Scope(scope)
        return self.bind(out, merged, shapes)

    def branch(self, scope, shapes, params):
        inner = Scope(scope)
        self.bind(inner, params, shapes)
        self.block(inner, self.rng.randint(0, 2))
        values = self.yield_values(inner, shapes)
        self.emit("cf.br ^bb3(%s : %s)" % (", ".join(v.name for v in values), ", ".join(v.type for v in values)))

    def constant_input(self, scope, shape):
        count = shape[0] * (shape[1] if len(shape) == 2 else 1)
        elems = [fnum(self.rng.randint(-5, 9)) for _ in range(count)]
        if len(shape) == 2:
            rows = [elems[r * shape[1]:(r + 1) * shape[1]] for r in range(shape[0])]
            text = "[%s]" % ", ".join("[%s]" % ", ".join(r) for r in rows)
        else:
            text = "[%s]" % ", ".join(elems)
        name = self.fresh("in")
        self.emit("%s = arith.constant dense<%s> : %s" % (name, text, ttype(shape)))
        return self.add(scope, name, shape)

    def main(self):
        self.args = set()
        self.pure = False
        self.lines.append("func.func @main() {")
        scope = Scope()
        for shape in sorted({s for f in self.functions for s in f.arg_shapes}):
            self.constant_input(scope, shape)
        self.block(scope, self.rng.randint(*self.nmain))
        for fn in self.functions + self.rng.sample(self.functions, self.rng.randint(0, len(self.functions))):
            args = [self.pick_shape(scope, s).name for s in fn.arg_shapes]
            self.emit_call(scope, fn, args)
        for v in scope.values():
            self.print_value(v)
        self.emit("return")
        self.lines.append("}")

    def print_value(self, v):
        name = self.fresh("u")
        buffer = self.fresh("p")
        self.emit("%s = tensor.cast %s : %s to tensor<*xf32>" % (name, v.name, v.type))
        self.emit("%s = bufferization.to_buffer %s read_only : tensor<*xf32> to memref<*xf32>" % (buffer, name))
        self.emit("func.call @printMemrefF32(%s) : (memref<*xf32>) -> ()" % buffer)

    def module(self):
        self.lines.append("func.func private @printMemrefF32(memref<*xf32>)")
        self.lines.append("")
        for i in range(self.rng.randint(*self.nfuncs)):
            self.function(i)
        self.main()
        return "\n".join(self.lines) + "\n"


def generate(seed, size="small"):
    """The program for `seed` as MLIR text."""
    return Generator(seed, size).module()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--size", choices=sorted(SIZES), default="small")
    args = ap.parse_args()
    sys.stdout.write(generate(args.seed, args.size))


if __name__ == "__main__":
    main()
