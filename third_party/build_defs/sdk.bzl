"""Rules that package a cc_library for use outside Bazel (scripts/install.sh).

cc_static_archive(name, deps, out): ONE static library holding the object
files of every cc_library in the transitive deps (the objects themselves, as
Bazel compiled them, PIC when available so the archive links into the PIE
executables Debian's compiler makes by default). Libraries that only carry
link flags (the @system// Debian packages) contribute nothing; the installed
tbuf.pc pulls them through pkg-config instead. Members get unique names
(<index>_<package>_<file>.o) because `ar` would let two `passes.o` of
different packages replace each other. Reads CcInfo's linking context, so it
works in any configuration and under `bazel test` (no bazel-in-bazel).

cc_public_headers(name, deps, hdr, out): a tar of the headers reachable from
`hdr` (its #include closure, computed with the C++ compiler's -MM), stored
under include/tbuf/<repository path> so `-I<prefix>/include/tbuf` resolves
both `#include "tbuf/tbuf.h"` and the headers it includes.
"""

def _objects_of(library):
    if library.pic_objects:
        return library.pic_objects
    if library.objects:
        return library.objects
    if library.pic_static_library:
        return [library.pic_static_library]
    if library.static_library:
        return [library.static_library]
    return []

def _cc_static_archive_impl(ctx):
    objects = []
    seen = {}
    for dep in ctx.attr.deps:
        for linker_input in dep[CcInfo].linking_context.linker_inputs.to_list():
            for library in linker_input.libraries:
                for obj in _objects_of(library):
                    if obj.path not in seen:
                        seen[obj.path] = True
                        objects.append(obj)
    args = ctx.actions.args()
    args.add(ctx.outputs.out)
    args.add_all(objects)
    ctx.actions.run_shell(
        inputs = objects,
        outputs = [ctx.outputs.out],
        arguments = [args],
        use_default_shell_env = True,
        mnemonic = "CcStaticArchive",
        progress_message = "Archiving %s" % ctx.outputs.out.short_path,
        command = """set -eu
out="$1"; shift
stage="$(mktemp -d)"; trap 'rm -rf "$stage"' EXIT
i=0
for f in "$@"; do
  i=$((i + 1))
  name="$(printf '%04d' "$i")_$(echo "$f" | sed -e 's|^bazel-out/[^/]*/bin/||' -e 's|/_objs/|_|' -e 's|/|_|g')"
  case "$name" in *.a|*.lo) mkdir "$stage/x$i"; (cd "$stage/x$i" && ar x "$OLDPWD/$f"); for m in "$stage/x$i"/*; do mv "$m" "$stage/${name}_$(basename "$m")"; done; rmdir "$stage/x$i";;
    *) cp "$f" "$stage/$name";;
  esac
done
rm -f "$out"
(cd "$stage" && ar rcsD archive.a $(ls | grep -v '^archive.a$'))
cp "$stage/archive.a" "$out"
""",
    )
    return [DefaultInfo(files = depset([ctx.outputs.out]))]

cc_static_archive = rule(
    implementation = _cc_static_archive_impl,
    attrs = {
        "deps": attr.label_list(providers = [CcInfo]),
        "out": attr.output(mandatory = True),
    },
)

def _cc_public_headers_impl(ctx):
    headers = depset(transitive = [dep[CcInfo].compilation_context.headers for dep in ctx.attr.deps])
    hdr = ctx.file.hdr
    ctx.actions.run_shell(
        inputs = headers,
        outputs = [ctx.outputs.out],
        arguments = [ctx.outputs.out.path, hdr.path, ctx.bin_dir.path],
        use_default_shell_env = True,
        mnemonic = "CcPublicHeaders",
        progress_message = "Collecting headers reachable from %s" % hdr.short_path,
        command = """set -eu
out="$1"; hdr="$2"; bindir="$3"
stage="$(mktemp -d)"; trap 'rm -rf "$stage"' EXIT
c++ -std=c++20 -x c++ -MM -MT deps -I. -I"$bindir" "$hdr" > "$stage/deps.d"
for f in $(sed -e 's/^deps://' -e 's/\\\\$//' "$stage/deps.d"); do
  case "$f" in /*) continue;; esac
  rel="$(echo "$f" | sed -e 's|^\\./||' -e 's|^bazel-out/[^/]*/bin/||')"
  mkdir -p "$stage/include/tbuf/$(dirname "$rel")"
  cp "$f" "$stage/include/tbuf/$rel"
done
tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 --mode=u+w,go+r -cf "$out" include
""",
    )
    return [DefaultInfo(files = depset([ctx.outputs.out]))]

cc_public_headers = rule(
    implementation = _cc_public_headers_impl,
    attrs = {
        "deps": attr.label_list(providers = [CcInfo]),
        "hdr": attr.label(allow_single_file = True, mandatory = True),
        "out": attr.output(mandatory = True),
    },
)
