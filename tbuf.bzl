"""Bazel support for tbuf consumers (docs/bazel.md).

tbuf_deps(): call it in a WORKSPACE to declare every repository tbuf's build
needs (tbuf's own WORKSPACE calls it too, so there is one definition).

tbuf_c_library(): compiles tensor programs (.mlir) to C with the `tbuf`
binary at build time and wraps the generated C and the C runtime in a
cc_library that C and C++ targets can depend on.
"""

# The pipeline `tbuf run` uses by default (docs/tbuf-run.md).
TBUF_DEFAULT_PIPELINE = (
    "builtin.module(one-shot-bufferize{bufferize-function-boundaries}," +
    "buffer-deallocation-pipeline,canonicalize,func.func(plan-buffers))"
)

# ---- Repositories ----------------------------------------------------------

def _tbuf_local_dir_impl(rctx):
    # Mirrors a directory of the tbuf source tree (found through a file label,
    # so it works whether tbuf is the main repository or @tbuf) as a repository.
    src = rctx.path(rctx.attr.anchor).dirname.get_child(rctx.attr.subdir)
    if not src.exists:
        fail("tbuf_deps: %s does not exist" % src)
    for child in src.readdir():
        rctx.symlink(child, child.basename)

_tbuf_local_dir = repository_rule(
    implementation = _tbuf_local_dir_impl,
    attrs = {
        "anchor": attr.label(allow_single_file = True, mandatory = True),
        "subdir": attr.string(mandatory = True),
    },
    local = True,
)

def tbuf_deps():
    """Declares the repositories tbuf needs; call it from a WORKSPACE file.

    rules_cc, rules_java, remote_coverage_tools: offline stand-ins from tbuf's
    third_party/ (Bazel 4.2.3 would otherwise download them).
    system: Debian's Abseil, fmt, CLI11 and GoogleTest under /usr
    (third_party/system.BUILD).
    A repository the WORKSPACE already declared (before the call) is kept.
    """
    anchor = Label("//third_party:system.BUILD")
    for name in ["rules_cc", "rules_java", "remote_coverage_tools"]:
        if not native.existing_rule(name):
            _tbuf_local_dir(name = name, anchor = anchor, subdir = name)
    if not native.existing_rule("system"):
        native.new_local_repository(
            name = "system",
            build_file = str(anchor),
            path = "/usr",
        )

# ---- tbuf_c_library ----------------------------------------------------------

def _c_identifier(name):
    # The C name tbuf gives a function: characters outside [A-Za-z0-9_]
    # become '_' (docs/c-abi.md); reserved names also get a `tbuf_` prefix,
    # which the validation below accepts as well.
    out = ""
    for ch in name.elems():
        out += ch if (ch.isalnum() or ch == "_") else "_"
    return out

def _guard(label, base, stem):
    return _c_identifier(("TBUF_%s_%s_%s_H" % (label.package, base, stem)).upper())

def _tbuf_c_sources_impl(ctx):
    tbuf = ctx.executable._tbuf
    tbuf_tool = ctx.attr._tbuf[DefaultInfo].files_to_run  # binary + runfiles
    c_files = []
    h_files = []
    includes = []
    seen = {}
    for src in ctx.files.srcs:
        if not src.basename.endswith(".mlir"):
            fail("srcs must be .mlir files, got " + src.short_path, "srcs")
        stem = src.basename[:-len(".mlir")]
        if stem in seen:
            fail("two srcs named %s.mlir (outputs would collide)" % stem, "srcs")
        seen[stem] = True
        out_c = ctx.actions.declare_file("%s_tbuf/%s.c" % (ctx.attr.base, stem))
        out_h = ctx.actions.declare_file("%s_tbuf/%s.h" % (ctx.attr.base, stem))

        # One action, two tbuf calls (C, then its header). Every header tbuf
        # writes has the guard TBUF_GENERATED_H; it is made unique so several
        # generated headers can be included in one translation unit.
        ctx.actions.run_shell(
            inputs = [src],
            tools = [tbuf_tool],
            outputs = [out_c, out_h],
            command = "set -e\n" +
                      "\"$1\" \"$2\" --pass-pipeline=\"$3\" --emit=c -o \"$4\"\n" +
                      "\"$1\" \"$2\" --pass-pipeline=\"$3\" --emit=c-header -o \"$5\"\n" +
                      "sed -i \"s/TBUF_GENERATED_H/$6/g\" \"$5\"\n",
            arguments = [
                tbuf.path,
                src.path,
                ctx.attr.pipeline,
                out_c.path,
                out_h.path,
                _guard(ctx.label, ctx.attr.base, stem),
            ],
            mnemonic = "TbufEmitC",
            progress_message = "tbuf: compiling %s to C" % src.short_path,
        )
        c_files.append(out_c)
        h_files.append(out_h)
        includes.append("#include \"%s_tbuf/%s.h\"" % (ctx.attr.base, stem))

    # The umbrella header includes every generated header; writing it also
    # checks that each entry point is a public function of some source (tbuf
    # emits every public func.func; it has no option to select some).
    umbrella = ctx.actions.declare_file(ctx.attr.base + ".h")
    guard = _guard(ctx.label, ctx.attr.base, "")
    library = "//%s:%s" % (ctx.label.package, ctx.attr.base)
    if ctx.label.workspace_name:
        library = "@" + ctx.label.workspace_name + library
    text = "\n".join([
        "/* Generated by tbuf_c_library %s: the public functions of its sources. */" % library,
        "#ifndef " + guard,
        "#define " + guard,
    ] + includes + ["#endif", ""])
    checks = []
    for entry in ctx.attr.entry_points:
        cname = _c_identifier(entry.lstrip("@"))
        checks.append(
            "grep -Eqh '(^|[^A-Za-z0-9_])(tbuf_)?%s\\(' \"$@\" || missing=\"$missing %s\"" %
            (cname, entry),
        )
    ctx.actions.run_shell(
        inputs = h_files,
        outputs = [umbrella],
        command = "\n".join([
            "set -e",
            "out=\"$1\"; label=\"$2\"; text=\"$3\"; shift 3",
            "missing=",
        ] + checks + [
            "if [ -n \"$missing\" ]; then",
            "  declared=$(sed -nE 's/^[A-Za-z_][A-Za-z0-9_ *]* \\**([A-Za-z0-9_]+)\\(.*\\);$/\\1/p' \"$@\" | tr '\\n' ' ')",
            "  echo \"tbuf_c_library $label: entry point(s)$missing not found among the public functions of srcs: $declared\" >&2",
            "  exit 1",
            "fi",
            "printf '%s' \"$text\" > \"$out\"",
        ]),
        arguments = [umbrella.path, library, text] + [h.path for h in h_files],
        mnemonic = "TbufCHeader",
        progress_message = "tbuf: checking entry points of %s" % library,
    )
    return [
        DefaultInfo(files = depset(c_files + h_files + [umbrella])),
        OutputGroupInfo(
            c_srcs = depset(c_files),
            c_hdrs = depset(h_files + [umbrella]),
        ),
    ]

_tbuf_c_sources = rule(
    implementation = _tbuf_c_sources_impl,
    attrs = {
        "srcs": attr.label_list(allow_files = [".mlir"], mandatory = True),
        "pipeline": attr.string(default = TBUF_DEFAULT_PIPELINE),
        "entry_points": attr.string_list(),
        "base": attr.string(mandatory = True),
        # The compiler runs at build time: exec configuration (built once,
        # with --host_* flags, whatever the target configuration is).
        "_tbuf": attr.label(
            default = Label("//tools:tbuf"),
            executable = True,
            cfg = "exec",
        ),
    },
)

def tbuf_c_library(
        name,
        srcs,
        pipeline = TBUF_DEFAULT_PIPELINE,
        entry_points = [],
        deps = [],
        visibility = None,
        tags = [],
        testonly = False,
        **kwargs):
    """C library compiled by tbuf from tensor programs.

    Args:
      name: the cc_library; its header is `<package>/<name>.h`.
      srcs: .mlir files (tensor or memref level); each becomes one .c file.
      pipeline: textual pass pipeline run before C emission (must end at the
        memref level). Default: the pipeline of `tbuf run`.
      entry_points: MLIR function names (without '@') the build checks are
        public functions of srcs. Every public function is emitted anyway.
      deps: extra cc deps of the library.
      visibility, tags, testonly: as usual.
      **kwargs: passed to the cc_library (copts, linkopts, ...).
    """
    gen = name + "_tbuf_gen"
    _tbuf_c_sources(
        name = gen,
        srcs = srcs,
        pipeline = pipeline,
        entry_points = entry_points,
        base = name,
        visibility = ["//visibility:private"],
        tags = tags,
        testonly = testonly,
    )
    native.filegroup(
        name = name + "_tbuf_c",
        srcs = [":" + gen],
        output_group = "c_srcs",
        visibility = ["//visibility:private"],
        tags = tags,
        testonly = testonly,
    )
    native.filegroup(
        name = name + "_tbuf_h",
        srcs = [":" + gen],
        output_group = "c_hdrs",
        visibility = ["//visibility:private"],
        tags = tags,
        testonly = testonly,
    )
    native.cc_library(
        name = name,
        srcs = [":" + name + "_tbuf_c"],
        hdrs = [":" + name + "_tbuf_h"],
        deps = deps + [Label("//runtime:tbuf_runtime_c")],
        linkopts = kwargs.pop("linkopts", []) + ["-lm"],
        visibility = visibility,
        tags = tags,
        testonly = testonly,
        **kwargs
    )
