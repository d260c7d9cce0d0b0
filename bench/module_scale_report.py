#!/usr/bin/env python3
"""The tables of the module-scale benchmark (bench/module_scale_run.py): per
shape, every stage of tbuf and mlir-opt-22 at each size, time per doubling and
instruction growth against the bounds, the targets, and the markdown section
that --update-doc writes into docs/benchmarks.md. Also the stage and
instruction-counter definitions both halves share.

  python3 bench/module_scale_report.py RESULTS.json [--update-doc MD]
"""
import argparse
import json
import math

# Stage -> top-level `--mlir-timing` timer names (summed).
STAGES = [
    ("parse+verify", ["Parser"]),
    ("one-shot-bufferize", ["OneShotBufferizePass"]),
    ("expand-realloc", ["ExpandReallocPass"]),
    ("ownership-dealloc", ["OwnershipBasedBufferDeallocationPass"]),
    ("dealloc-simplification", ["BufferDeallocationSimplificationPass"]),
    ("lower-deallocations", ["LowerDeallocationsPass"]),
    ("canonicalize", ["Canonicalizer"]),
    ("cse", ["CSE"]),
    ("print", ["Output"]),
    ("rest", ["Rest"]),
    ("total", ["Total"]),
]
STAGE_NAMES = [s for s, _ in STAGES] + ["emit-c"]
PROCESS_ROWS = [("wall", "whole process wall"), ("cpu", "whole process CPU")]

# Stage -> regex on the demangled function name whose inclusive instruction
# count (callgrind) is the stage's; None = the program total.
INSTRUCTION_FUNCS = [
    ("parse", r"^tbuf::parseSourceBuffer\("),
    ("verify (all runs)", r"^tbuf::verify\(tbuf::Operation\*, bool\)$"),
    ("one-shot-bufferize", r"::OneShotBufferizePass::runOnOperation\(tbuf::Operation\*\)$"),
    ("expand-realloc", r"::ExpandReallocPass::runOnOperation\(tbuf::Operation\*\)$"),
    ("ownership-dealloc", r"::OwnershipBasedBufferDeallocationPass::runOnOperation\(tbuf::Operation\*\)$"),
    ("dealloc-simplification", r"::BufferDeallocationSimplificationPass::runOnOperation\(tbuf::Operation\*\)$"),
    ("lower-deallocations", r"::LowerDeallocationsPass::runOnOperation\(tbuf::Operation\*\)$"),
    ("canonicalize", r"::CanonicalizerPass::runOnOperation\(tbuf::Operation\*\)$"),
    ("cse", r"::CSEPass::runOnOperation\(tbuf::Operation\*\)$"),
    ("print", r"^tbuf::printOperation\("),
    ("emit-c", r"^tbuf::lower::emitC\(tbuf::Operation\*"),
    ("total", None),
]

DOUBLING_BOUND = 2.3
INSTRUCTION_BOUND = 1.3
# Stage times below this (seconds, at the smaller size of a ratio) are too
# close to the timer's 0.1 ms resolution for a growth verdict.
MIN_JUDGED_SECONDS = 0.005
# A run counts as having had a core to itself when its CPU time is at least
# this share of its wall time.
QUIET_SHARE = 0.9


def label(n):
    """1000 -> 10^3, 20000 -> 2*10^4, 16000 -> 16,000."""
    exp = len(str(n)) - 1
    lead, rest = divmod(n, 10 ** exp)
    if exp < 2 or rest:
        return f"{n:,}"
    return f"10^{exp}" if lead == 1 else f"{lead}*10^{exp}"


def fmt_s(v, status="ok", timeout=None):
    if status == "timeout":
        return f">{timeout:.0f}"
    if status == "failed":
        return "failed"
    if v is None:
        return "n/a"
    if v >= 100:
        return f"{v:.0f}"
    if v >= 10:
        return f"{v:.1f}"
    if v >= 1:
        return f"{v:.2f}"
    return f"{v:.3f}" if v >= 0.001 else f"{v:.4f}"


def fmt_x(v):
    if v is None:
        return "-"
    return f"{v:.0f}x" if v >= 100 else f"{v:.1f}x" if v >= 10 else f"{v:.2f}x"


def fmt_mb(kib, status="ok"):
    if kib is None:
        return "n/a"
    prefix = ">=" if status == "timeout" else ""
    return f"{prefix}{kib / 1024:.0f}"


def tool_value(entry, tool, stage):
    """(seconds or None, status) of one stage of one tool's best run."""
    t = entry.get(tool)
    if not t:
        return None, "missing"
    if stage in ("wall", "cpu"):
        return t[stage], t["status"]
    if t["status"] != "ok":
        return None, t["status"]
    if stage == "emit-c" and t.get("emit-c-run", {}).get("status") not in (None, "ok"):
        return None, t["emit-c-run"]["status"]
    return t["stages"].get(stage), "ok"


def loaded_mark(entry, tool, stage=None):
    """"*" when the run a value comes from did not have a core to itself."""
    t = entry.get(tool) or {}
    run = t.get("emit-c-run", {}) if stage == "emit-c" else t
    return "*" if run.get("loaded") else ""


def ratio(a, b):
    if not isinstance(a, float) or not isinstance(b, float) or b <= 0:
        return None
    return a / b


def doubling_rates(per, stage, mid, dbl, top):
    """(t(2*mid)/t(mid), per-doubling rate of mid -> top) of tbuf."""
    def val(n):
        e = per.get(str(n))
        return tool_value(e, "tbuf", stage) if e else (None, "missing")
    (m, ms), (d, ds), (t, ts) = val(mid), val(dbl), val(top)
    r1 = ratio(d, m) if ms == ds == "ok" and m is not None and m >= MIN_JUDGED_SECONDS else None
    r2 = None
    if top <= mid or top == dbl:
        pass
    elif ms == ts == "ok" and m is not None and t is not None and m >= MIN_JUDGED_SECONDS and t > 0:
        r2 = (t / m) ** (math.log(2) / math.log(top / mid))
    elif ms == "ok" and ts == "timeout" and m:
        r2 = "timeout"
    return r1, r2


def instruction_growth(per, stage, lo, hi):
    a = per.get(str(lo), {}).get("instructions", {}).get(stage)
    b = per.get(str(hi), {}).get("instructions", {}).get(stage)
    if not a or not b:
        return a, b, None
    return a, b, (b / a) / (hi / lo)


def growth_sizes(results):
    """(mid, top, doubling): the size the doubling run doubles (the largest
    size below it), the largest size, the doubling run's size."""
    sizes, dbl = results["sizes"], results["meta"].get("doubling")
    below = [s for s in sizes if dbl and s < dbl]
    mid = below[-1] if below else sizes[-2] if len(sizes) >= 2 else sizes[0]
    return mid, sizes[-1], dbl


def shape_tables(results, shape):
    meta = results["meta"]
    sizes = results["sizes"]
    per = results["data"][shape]
    tmo = {"tbuf": meta["tbuf_timeout"], "mlir-opt": meta["mlir_timeout"]}
    lines = []
    unit = "ops" if shape == "big_function" else "functions"
    infos = ", ".join(f"{label(s)}: {per[str(s)]['info']['functions']:,} functions, "
                      f"{per[str(s)]['info']['ops']:,} ops" for s in sizes if str(s) in per)
    lines.append(f"### `{shape}` (N = {unit}; {infos})\n")
    head = [label(s) for s in sizes]
    lines.append("Seconds per stage (`--mlir-timing`), best of the runs; x = mlir-opt / tbuf:\n")
    lines.append("| stage | " + " | ".join(f"tbuf {h}" for h in head) + " | "
                 + " | ".join(f"mlir-opt {h}" for h in head) + " | " + " | ".join(f"x {h}" for h in head) + " |")
    lines.append("|---" * (1 + 3 * len(sizes)) + "|")
    rows = [(s, s) for s in STAGE_NAMES] + PROCESS_ROWS
    for stage, name in rows:
        cells_t, cells_m, cells_x = [], [], []
        for s in sizes:
            e = per.get(str(s), {})
            tv, ts = tool_value(e, "tbuf", stage)
            mv, ms = tool_value(e, "mlir-opt", stage) if stage != "emit-c" else (None, "n/a")
            cells_t.append(fmt_s(tv, ts, tmo["tbuf"]) + loaded_mark(e, "tbuf", stage))
            cells_m.append("-" if stage == "emit-c" else fmt_s(mv, ms, tmo["mlir-opt"]) + loaded_mark(e, "mlir-opt"))
            x = ratio(mv, tv) if ts == ms == "ok" else None
            if ms == "timeout" and ts == "ok" and stage in ("wall", "cpu", "total") and tv:
                cells_x.append(f">{tmo['mlir-opt'] / tv:.0f}x")
            else:
                cells_x.append(fmt_x(x))
        lines.append(f"| {name} | " + " | ".join(cells_t + cells_m + cells_x) + " |")
    cells_t, cells_m, cells_x = [], [], []
    for s in sizes:
        e = per.get(str(s), {})
        t, m = e.get("tbuf", {}), e.get("mlir-opt", {})
        cells_t.append(fmt_mb(t.get("rss_kib"), t.get("status")))
        cells_m.append(fmt_mb(m.get("rss_kib"), m.get("status")))
        r = ratio(float(t["rss_kib"]), float(m["rss_kib"])) if t.get("rss_kib") and m.get("rss_kib") else None
        cells_x.append(("<=" if m.get("status") == "timeout" and r else "") + (f"{r:.2f}" if r else "-"))
    lines.append("| peak RSS, MB (x = tbuf / mlir-opt) | " + " | ".join(cells_t + cells_m + cells_x) + " |")
    lines.append("")

    # tbuf growth.
    mid, top, dbl = growth_sizes(results)
    ilo, ihi = (meta["instruction_sizes"] + [None, None])[:2] if meta.get("instruction_sizes") else (None, None)
    lines.append(f"tbuf growth: seconds at each size, time per doubling past {label(mid)} "
                 f"({label(dbl)} / {label(mid)}, and (t({label(top)}) / t({label(mid)}))^log10(2); "
                 f"bound {DOUBLING_BOUND}x; stages under {MIN_JUDGED_SECONDS * 1000:.0f} ms at {label(mid)} not judged), "
                 f"instructions (callgrind) at {label(ilo) if ilo else '-'} and {label(ihi) if ihi else '-'} and "
                 f"their growth over linear (bound {INSTRUCTION_BOUND}x):\n")
    all_sizes = sorted(set(sizes + ([dbl] if dbl else [])))
    lines.append("| stage | " + " | ".join(label(s) for s in all_sizes) + f" | per doubling {label(dbl)} / {label(mid)} "
                 f"| per doubling {label(mid)}..{label(top)} | instructions {label(ilo) if ilo else '-'} "
                 f"| instructions {label(ihi) if ihi else '-'} | instructions x linear |")
    lines.append("|---" * (6 + len(all_sizes)) + "|")
    inst_rows = {s for s, _ in INSTRUCTION_FUNCS}
    for stage in [s for s in STAGE_NAMES if s != "rest"] + ["parse", "verify (all runs)"]:
        timed = stage in STAGE_NAMES
        cells = []
        for s in all_sizes:
            e = per.get(str(s))
            if not timed or not e:
                cells.append("-" if not timed else "")
                continue
            v, st = tool_value(e, "tbuf", stage)
            cells.append(fmt_s(v, st, tmo["tbuf"]))
        r1, r2 = doubling_rates(per, stage, mid, dbl, top) if timed and dbl else (None, None)
        c1 = "-" if r1 is None else f"{r1:.2f}x" + (" **!**" if r1 > DOUBLING_BOUND else "")
        c2 = ("-" if r2 is None else "timeout **!**" if r2 == "timeout"
              else f"{r2:.2f}x" + (" **!**" if r2 > DOUBLING_BOUND else ""))
        if stage in inst_rows and ilo and ihi:
            a, b, g = instruction_growth(per, stage, ilo, ihi)
            ci = [f"{a / 1e6:.1f}M" if a else "-", f"{b / 1e6:.1f}M" if b else "-",
                  "-" if g is None else f"{g:.2f}x" + (" **!**" if g > INSTRUCTION_BOUND else "")]
        else:
            ci = ["-", "-", "-"]
        name = {"parse": "parse (parser only)", "print": "print (MLIR printer)"}.get(stage, stage)
        if stage == "parse+verify":
            name = "parse+verify (timer)"
        lines.append(f"| {name} | " + " | ".join(cells) + f" | {c1} | {c2} | " + " | ".join(ci) + " |")
    lines.append("")
    return lines


def superlinear(results):
    """[(shape, stage, why)] for every tbuf stage past a bound."""
    meta, sizes = results["meta"], results["sizes"]
    mid, top, dbl = growth_sizes(results)
    ilo, ihi = (meta["instruction_sizes"] + [None, None])[:2] if meta.get("instruction_sizes") else (None, None)
    out = []
    for shape in results["shapes"]:
        per = results["data"][shape]
        for stage in [s for s in STAGE_NAMES if s not in ("rest", "total")] + ["parse", "verify (all runs)"]:
            why = []
            if stage in STAGE_NAMES and dbl:
                r1, r2 = doubling_rates(per, stage, mid, dbl, top)
                if isinstance(r1, float) and r1 > DOUBLING_BOUND:
                    why.append(f"{r1:.2f}x per doubling {label(mid)}->{label(dbl)}")
                if r2 == "timeout":
                    why.append(f"timed out at {label(top)}")
                elif isinstance(r2, float) and r2 > DOUBLING_BOUND:
                    why.append(f"{r2:.2f}x per doubling {label(mid)}->{label(top)}")
            if ilo and ihi:
                _, _, g = instruction_growth(per, stage, ilo, ihi)
                if g is not None and g > INSTRUCTION_BOUND:
                    why.append(f"instructions {g:.2f}x linear {label(ilo)}->{label(ihi)}")
            if why:
                out.append((shape, stage, "; ".join(why)))
    return out


def targets(results):
    meta, sizes = results["meta"], results["sizes"]
    lines = []

    def wall(shape, n, tool):
        e = results["data"].get(shape, {}).get(str(n), {}).get(tool)
        return (e["wall"], e["status"], e["rss_kib"]) if e else (None, "missing", None)

    for n, bound in ((16000, 2.0), (100000, 15.0)):
        w, st, _ = wall("chain", n, "tbuf")
        if st == "missing":
            lines.append(f"- `chain` at {label(n)} functions < {bound:.0f} s: not run")
        else:
            ok = st == "ok" and w < bound
            lines.append(f"- `chain` at {label(n)} functions < {bound:.0f} s: {'met' if ok else '**not met**'} "
                         f"(tbuf {fmt_s(w, st, meta['tbuf_timeout'])} s)")
    for shape in results["shapes"]:
        done = [n for n in sizes if wall(shape, n, "mlir-opt")[1] == "ok"]
        if not done:
            lines.append(f"- `{shape}`: mlir-opt-22 finished no size within {meta['mlir_timeout']} s")
            continue
        n = done[-1]
        (tw, ts, _), (mw, _, _) = wall(shape, n, "tbuf"), wall(shape, n, "mlir-opt")
        x = ratio(mw, tw) if ts == "ok" else None
        ok = x is not None and x >= 10
        lines.append(f"- `{shape}`, >= 10x faster than mlir-opt-22 at {label(n)} (largest of these sizes it finishes): "
                     f"{'met' if ok else '**not met**'} (tbuf {fmt_s(tw, ts, meta['tbuf_timeout'])} s, "
                     f"mlir-opt {fmt_s(mw)} s, {fmt_x(x) if x else 'n/a'})")
        if n != sizes[-1]:
            (tw2, ts2, _), (_, ms2, _) = wall(shape, sizes[-1], "tbuf"), wall(shape, sizes[-1], "mlir-opt")
            if ms2 == "timeout" and ts2 == "ok":
                lines.append(f"  (at {label(sizes[-1])}: tbuf {fmt_s(tw2)} s, mlir-opt >{meta['mlir_timeout']} s)")
    top = sizes[-1]
    for shape in results["shapes"]:
        (_, ts, tr), (_, ms, mr) = wall(shape, top, "tbuf"), wall(shape, top, "mlir-opt")
        if tr and mr:
            r = tr / mr
            lower = ms == "timeout"
            ok = r <= 0.5 and ts == "ok"
            lines.append(f"- `{shape}` peak RSS at {label(top)} <= 0.5x mlir-opt-22: "
                         f"{'met' if ok else '**not met**' if not lower else 'open'} (tbuf {fmt_mb(tr, ts)} MB, "
                         f"mlir-opt {fmt_mb(mr, ms)} MB{' when killed' if lower else ''}: "
                         f"{'<=' if lower else ''}{r:.2f}x)")
    return lines


def summary(results):
    meta = results["meta"]
    lines = ["| shape | N | functions | ops | tbuf s | tbuf --emit=c s | mlir-opt-22 s | x | tbuf MB | mlir-opt MB | RSS tbuf / mlir |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for shape in results["shapes"]:
        per = results["data"][shape]
        for key in sorted((k for k in per if k.isdigit()), key=int):
            e = per[key]
            t, m = e.get("tbuf"), e.get("mlir-opt")
            em = (t or {}).get("emit-c-run")
            x = ratio(m["wall"], t["wall"]) if t and m and t["status"] == m["status"] == "ok" else None
            if t and m and m["status"] == "timeout" and t["status"] == "ok":
                xs = f">{meta['mlir_timeout'] / t['wall']:.0f}x"
            else:
                xs = fmt_x(x)
            rr = (t["rss_kib"] / m["rss_kib"]) if t and m and t.get("rss_kib") and m.get("rss_kib") else None
            lines.append(
                f"| {shape} | {label(int(key))} | {e['info']['functions']:,} | {e['info']['ops']:,} | "
                + (fmt_s(t["wall"], t["status"], meta["tbuf_timeout"]) + loaded_mark(e, "tbuf") if t else "-") + " | "
                + (fmt_s(em["wall"], em["status"], meta["tbuf_timeout"]) + loaded_mark(e, "tbuf", "emit-c")
                   if em else "-") + " | "
                + (fmt_s(m["wall"], m["status"], meta["mlir_timeout"]) + loaded_mark(e, "mlir-opt") if m else "-")
                + f" | {xs} | "
                + (fmt_mb(t["rss_kib"], t["status"]) if t else "-") + " | "
                + (fmt_mb(m["rss_kib"], m["status"]) if m else "-") + " | "
                + (("<=" if m["status"] == "timeout" else "") + f"{rr:.2f}" if rr else "-") + " |")
    return lines


def cpu_share(results):
    """Sum of CPU time over sum of wall time of every tbuf run longer than
    0.5 s: ~100 % on an idle machine (tbuf is single-threaded); lower means
    the stage timers (wall time) include time the process waited for a core."""
    cpu = wall = 0.0
    for per in results["data"].values():
        for key, e in per.items():
            t = e.get("tbuf") if key.isdigit() else None
            if t and t["status"] == "ok" and t["wall"] > 0.5:
                cpu, wall = cpu + t["cpu"], wall + t["wall"]
    return f"{100 * cpu / wall:.0f} %" if wall else "n/a"


def markdown(results):
    # A run still in progress (or stopped) has data for its first shapes only.
    results = dict(results, shapes=[s for s in results["shapes"] if s in results["data"]])
    meta = results["meta"]
    lines = [f"_Run {meta['date']} on {meta['machine']}, load average {meta['load_before']} before and "
             f"{meta.get('load_after', 'n/a')} after the run; tbuf `{meta['tbuf_version']}` (-c opt, commit "
             f"{meta['commit']}), `{meta['mlir_version']}`; best of {meta['reps']} runs (runs over "
             f"{meta['long']:.0f} s: one), interleaved; mlir-opt killed after {meta['mlir_timeout']} s, tbuf after "
             f"{meta['tbuf_timeout']} s; tbuf's CPU time is {cpu_share(results)} of its wall time (runs over "
             f"0.5 s; 100 % = a core of its own)._\n",
             "A `*` marks a value whose run never had a core to itself (CPU time under "
             f"{QUIET_SHARE:.0%} of wall time in every attempt: another process was running).\n",
             "Whole process, the full pipeline (`--one-shot-bufferize=bufferize-function-boundaries "
             "--buffer-deallocation-pipeline`, output to /dev/null), x = mlir-opt-22 / tbuf:\n"]
    lines += summary(results)
    lines += ["", "Targets:", ""] + targets(results)
    bad = superlinear(results)
    lines += ["", f"Superlinear tbuf stages (time per doubling > {DOUBLING_BOUND}x or instructions > "
              f"{INSTRUCTION_BOUND}x linear):", ""]
    lines += [f"- `{sh}` / {st}: {why}" for sh, st, why in bad] or ["- none"]
    lines.append("")
    for shape in results["shapes"]:
        lines += shape_tables(results, shape)
    return "\n".join(lines)


def update_doc(path, results):
    text = open(path).read()
    begin, end = "<!-- BEGIN MODULE RESULTS -->", "<!-- END MODULE RESULTS -->"
    if begin not in text or end not in text:
        raise SystemExit(f"{path}: missing {begin} / {end} markers")
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    open(path, "w").write(head + begin + "\n\n" + markdown(results) + "\n" + end + tail)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("results", help="module_scale.json of a run")
    ap.add_argument("--update-doc", metavar="MD")
    args = ap.parse_args()
    results = json.load(open(args.results))
    print(markdown(results))
    if args.update_doc:
        update_doc(args.update_doc, results)


if __name__ == "__main__":
    main()
