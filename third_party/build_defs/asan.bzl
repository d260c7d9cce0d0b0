"""asan_cc_test: a cc_test whose WHOLE dependency graph is built with ASan.

`copts = ["-fsanitize=address"]` on a plain cc_test instruments only the
test's own sources, not the cc_library targets it depends on (e.g. the
parser). This macro builds the test binary under a configuration transition
that adds -fsanitize=address to --copt and --linkopt for every C/C++ target
it depends on, so library code is instrumented too.

Usage (same attributes as cc_test):

    load("//third_party/build_defs:asan.bzl", "asan_cc_test")

    asan_cc_test(
        name = "parser_asan_test",
        srcs = ["parser_test.cc"],
        deps = ["//ir/parser", "@system//:gtest_main"],
    )

Dependencies are compiled a second time in the ASan configuration (they live
in a separate bazel-out/k8-fastbuild-ST-<hash> directory). Test XML, sharding
and --test_output work as for a cc_test.
"""

_ASAN_COPTS = ["-fsanitize=address", "-fno-omit-frame-pointer"]
_ASAN_LINKOPTS = ["-fsanitize=address"]

def _asan_transition_impl(settings, attr):
    copts = list(settings["//command_line_option:copt"])
    linkopts = list(settings["//command_line_option:linkopt"])
    for f in _ASAN_COPTS:
        if f not in copts:
            copts.append(f)
    for f in _ASAN_LINKOPTS:
        if f not in linkopts:
            linkopts.append(f)
    return {
        "//command_line_option:copt": copts,
        "//command_line_option:linkopt": linkopts,
    }

_asan_transition = transition(
    implementation = _asan_transition_impl,
    inputs = [
        "//command_line_option:copt",
        "//command_line_option:linkopt",
    ],
    outputs = [
        "//command_line_option:copt",
        "//command_line_option:linkopt",
    ],
)

def _asan_test_impl(ctx):
    binary = ctx.attr.binary[0]
    src = binary[DefaultInfo].files_to_run.executable
    out = ctx.actions.declare_file(ctx.label.name)
    ctx.actions.symlink(output = out, target_file = src, is_executable = True)
    runfiles = ctx.runfiles(files = [src]).merge(binary[DefaultInfo].default_runfiles)
    return [
        DefaultInfo(executable = out, runfiles = runfiles),
        testing.TestEnvironment(ctx.attr.env),
    ]

_asan_test = rule(
    implementation = _asan_test_impl,
    test = True,
    attrs = {
        "binary": attr.label(
            cfg = _asan_transition,
            executable = True,
            mandatory = True,
        ),
        "env": attr.string_dict(),
        "_allowlist_function_transition": attr.label(
            default = "@bazel_tools//tools/allowlists/function_transition_allowlist",
        ),
    },
)

def asan_cc_test(
        name,
        size = "small",
        tags = [],
        env = {},
        data = [],
        timeout = None,
        shard_count = None,
        flaky = None,
        visibility = None,
        **kwargs):
    """A cc_test with every C/C++ dependency built under AddressSanitizer.

    Args:
      name: test name.
      size, tags, timeout, shard_count, flaky, visibility: as for cc_test.
      env: extra test environment (ASAN_OPTIONS defaults are set here).
      data: runtime data files.
      **kwargs: cc_binary attributes (srcs, deps, copts, linkopts, ...).
    """
    native.cc_binary(
        name = name + "_asan_bin",
        testonly = True,
        linkstatic = True,
        data = data,
        tags = ["manual"],
        visibility = ["//visibility:private"],
        **kwargs
    )
    test_env = {"ASAN_OPTIONS": "detect_leaks=1:abort_on_error=0:strict_string_checks=1"}
    test_env.update(env)
    _asan_test(
        name = name,
        binary = ":" + name + "_asan_bin",
        env = test_env,
        size = size,
        tags = tags,
        timeout = timeout,
        shard_count = shard_count,
        flaky = flaky,
        visibility = visibility,
    )
