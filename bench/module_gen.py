#!/usr/bin/env python3
"""Module-scale inputs: many functions (or one very large one) for the full
pipeline `--one-shot-bufferize="bufferize-function-boundaries"
--buffer-deallocation-pipeline`. Every shape is valid for mlir-opt-22 too and
goes through that pipeline in both tools; bench/module_scale_run.py times them.

  module_gen.py chain N         @main then N-1 functions, each extracting from
                                and inserting into its tensor<4xf32> argument
                                and calling the next one (every other one also
                                reads its argument after the insert, which
                                forces a copy: an allocation to deallocate
                                after the call)
  module_gen.py independent N   N functions with the chain's body, no calls
  module_gen.py dag N           each function calls 2-3 later ones (i+1, i+2
                                and 2i+3 where they exist), threading the
                                tensor through the calls: a call DAG of depth
                                ~N/2 with ~3N edges
  module_gen.py recursion N     N functions in groups of 2 or 3 mutually
                                recursive ones; each calls the next of its
                                cycle inside an scf.if on an index argument
                                (n == 0 ends the recursion)
  module_gen.py many_results N  N functions returning 8-16 tensors each; each
                                calls the next and updates the results it gets
                                back (even results) or returns fresh copies of
                                its argument (odd results)
  module_gen.py globals N       N memref.globals (every 4th one mutable) and N
                                functions, each loading from two of them
                                (memref.get_global), storing into a mutable one,
                                and bufferizing a dense tensor constant of its
                                own (which becomes one more global)
  module_gen.py big_function N  one function of ~N ops: tensor.extract /
                                tensor.insert / arith chains, with scf.if and
                                scf.for carrying the tensor and an out-of-place
                                insert (an allocation) now and then
"""
import sys

T = "tensor<4xf32>"


def name(i):
    return "@main" if i == 0 else f"@f{i}"


def update_body(i, src="%t", indent="  "):
    """Extract from and insert into `src`; every other function also reads
    `src` after the insert (a read-after-write conflict: the insert is done
    on a copy). Returns (lines, name of the updated tensor)."""
    p = indent
    out = [f"{p}%c0 = arith.constant 0 : index",
           f"{p}%c1 = arith.constant 1 : index",
           f"{p}%v = tensor.extract {src}[%c0] : {T}",
           f"{p}%w = arith.addf %v, %v : f32",
           f"{p}%t2 = tensor.insert %w into {src}[%c1] : {T}"]
    if i % 2:
        out += [f"{p}%u = tensor.extract {src}[%c1] : {T}",
                f"{p}%t3 = tensor.insert %u into %t2[%c0] : {T}"]
        return out, "%t3"
    return out, "%t2"


def chain(n):
    out = []
    for i in range(n):
        out.append(f"func.func {name(i)}(%t: {T}) -> {T} {{")
        body, cur = update_body(i)
        out += body
        if i + 1 < n:
            out.append(f"  %r = func.call {name(i + 1)}({cur}) : ({T}) -> {T}")
            cur = "%r"
        out += [f"  return {cur} : {T}", "}"]
    return "\n".join(out)


def independent(n):
    out = []
    for i in range(n):
        out.append(f"func.func @f{i}(%t: {T}) -> {T} {{")
        body, cur = update_body(i)
        out += body
        out += [f"  return {cur} : {T}", "}"]
    return "\n".join(out)


def dag(n):
    out = []
    for i in range(n):
        out.append(f"func.func {name(i)}(%t: {T}) -> {T} {{")
        body, cur = update_body(i)
        out += body
        callees = sorted({j for j in (i + 1, i + 2, 2 * i + 3) if j < n})
        for k, j in enumerate(callees):
            out.append(f"  %r{k} = func.call {name(j)}({cur}) : ({T}) -> {T}")
            cur = f"%r{k}"
        if callees:
            # Read the argument of the calls again: the calls write into their
            # argument, so this keeps values of several calls alive at once.
            out.append(f"  %e = tensor.extract %r0[%c0] : {T}")
            out.append(f"  %fin = tensor.insert %e into {cur}[%c1] : {T}")
            cur = "%fin"
        out += [f"  return {cur} : {T}", "}"]
    return "\n".join(out)


def recursion(n):
    out = []
    sig = f"({T}, index) -> {T}"
    start, group = 0, 0
    while start < n:
        size = min(2 + group % 2, n - start)
        for k in range(size):
            i = start + k
            nxt = start + (k + 1) % size
            out.append(f"func.func @f{i}(%t: {T}, %n: index) -> {T} {{")
            body, cur = update_body(i)
            out += body
            out += [f"  %z = arith.cmpi eq, %n, %c0 : index",
                    f"  %r = scf.if %z -> ({T}) {{",
                    f"    scf.yield {cur} : {T}",
                    "  } else {",
                    f"    %m = arith.subi %n, %c1 : index",
                    f"    %x = func.call @f{nxt}({cur}, %m) : {sig}",
                    f"    scf.yield %x : {T}",
                    "  }",
                    f"  return %r : {T}", "}"]
        start += size
        group += 1
    return "\n".join(out)


def num_results(i):
    return 8 + i % 9


def many_results(n):
    out = []
    for i in range(n):
        k = num_results(i)
        types = ", ".join([T] * k)
        out.append(f"func.func {name(i)}(%t: {T}, %s: f32) -> ({types}) {{")
        out.append("  %c0 = arith.constant 0 : index")
        out.append("  %c1 = arith.constant 1 : index")
        got = 0
        if i + 1 < n:
            got = num_results(i + 1)
            gtypes = ", ".join([T] * got)
            out.append(f"  %r:{got} = func.call {name(i + 1)}(%t, %s) : ({T}, f32) -> ({gtypes})")
        results = []
        for j in range(k):
            if j < got and j % 2 == 0:
                # Update a result of the callee (in place).
                out.append(f"  %e{j} = tensor.extract %r#{j}[%c0] : {T}")
                out.append(f"  %a{j} = arith.addf %e{j}, %s : f32")
                out.append(f"  %o{j} = tensor.insert %a{j} into %r#{j}[%c1] : {T}")
            else:
                # A fresh copy of the argument (out-of-place insert).
                out.append(f"  %o{j} = tensor.insert %s into %t[%c{j % 2}] : {T}")
            results.append(f"%o{j}")
        out.append(f"  return {', '.join(results)} : {types}")
        out.append("}")
    return "\n".join(out)


def globals_(n):
    out = []
    for i in range(n):
        if i % 4 == 3:
            out.append(f"memref.global \"private\" @g{i} : memref<4xf32> = uninitialized")
        else:
            vals = ", ".join(f"{float(i + j)}" for j in range(4))
            out.append(f"memref.global \"private\" constant @g{i} : memref<4xf32> = dense<[{vals}]>")
    for i in range(n):
        other = (7 * i + 3) % n
        mutable = (i | 3) if (i | 3) < n else 3 if n > 3 else None
        cst = ", ".join(f"{float(i * 4 + j)}e-1" for j in range(4))
        out.append(f"func.func @f{i}(%t: {T}) -> {T} {{")
        out += ["  %c0 = arith.constant 0 : index",
                "  %c1 = arith.constant 1 : index",
                f"  %g = memref.get_global @g{i} : memref<4xf32>",
                f"  %h = memref.get_global @g{other} : memref<4xf32>",
                "  %a = memref.load %g[%c0] : memref<4xf32>",
                "  %b = memref.load %h[%c1] : memref<4xf32>",
                "  %s = arith.addf %a, %b : f32"]
        if mutable is not None:
            out += [f"  %m = memref.get_global @g{mutable} : memref<4xf32>",
                    "  memref.store %s, %m[%c0] : memref<4xf32>"]
        out += [f"  %cst = arith.constant dense<[{cst}]> : {T}",
                f"  %e = tensor.extract %cst[%c1] : {T}",
                "  %s2 = arith.addf %s, %e : f32",
                f"  %t2 = tensor.insert %s2 into %t[%c0] : {T}",
                f"  return %t2 : {T}", "}"]
    return "\n".join(out)


def big_function(n):
    out = [f"func.func @main(%t: {T}, %f: f32, %cond: i1, %n: index) -> {T} {{"]
    out += [f"  %c{j} = arith.constant {j} : index" for j in range(4)]
    cur = "%t"
    ops = 5
    k = 0
    while ops < n:
        if k % 5 == 4:
            # A tensor carried through both branches of an scf.if (4 ops).
            out += [f"  %i{k} = scf.if %cond -> ({T}) {{",
                    f"    %ia{k} = tensor.insert %f into {cur}[%c2] : {T}",
                    f"    scf.yield %ia{k} : {T}",
                    "  } else {",
                    f"    scf.yield {cur} : {T}",
                    "  }"]
            cur, ops = f"%i{k}", ops + 4
        elif k % 7 == 6:
            # A loop carrying the tensor (4 ops).
            out += [f"  %l{k} = scf.for %j{k} = %c0 to %n step %c1 iter_args(%acc{k} = {cur}) -> ({T}) {{",
                    f"    %le{k} = tensor.extract %acc{k}[%c3] : {T}",
                    f"    %li{k} = tensor.insert %le{k} into %acc{k}[%c3] : {T}",
                    f"    scf.yield %li{k} : {T}",
                    "  }"]
            cur, ops = f"%l{k}", ops + 4
        elif k % 50 == 11:
            # Out of place: the old tensor is read after the insert (5 ops).
            out += [f"  %oa{k} = tensor.extract {cur}[%c0] : {T}",
                    f"  %ob{k} = tensor.insert %oa{k} into {cur}[%c1] : {T}",
                    f"  %oc{k} = tensor.extract {cur}[%c1] : {T}",
                    f"  %od{k} = arith.addf %oa{k}, %oc{k} : f32",
                    f"  %oe{k} = tensor.insert %od{k} into %ob{k}[%c2] : {T}"]
            cur, ops = f"%oe{k}", ops + 5
        else:
            # extract -> arith -> insert, in place (5 ops).
            out += [f"  %v{k} = tensor.extract {cur}[%c{k % 4}] : {T}",
                    f"  %a{k} = arith.addf %v{k}, %f : f32",
                    f"  %m{k} = arith.mulf %a{k}, %v{k} : f32",
                    f"  %s{k} = arith.subf %m{k}, %f : f32",
                    f"  %w{k} = tensor.insert %s{k} into {cur}[%c{(k + 1) % 4}] : {T}"]
            cur, ops = f"%w{k}", ops + 5
        k += 1
    out += [f"  return {cur} : {T}", "}"]
    return "\n".join(out)


GENERATORS = {"chain": chain, "independent": independent, "dag": dag, "recursion": recursion,
              "many_results": many_results, "globals": globals_, "big_function": big_function}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in GENERATORS or not sys.argv[2].isdigit() or int(sys.argv[2]) < 1:
        sys.stderr.write(__doc__)
        sys.exit(2)
    print(GENERATORS[sys.argv[1]](int(sys.argv[2])))
