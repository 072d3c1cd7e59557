#!/bin/sh
# Fills fuzz/corpus/<target>/ with the project's test programs (the seed corpus); libFuzzer adds
# what it finds there. Run from anywhere.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
for t in parse compile; do
    mkdir -p "$here/corpus/$t"
done
n=0
for f in "$root"/tests/corpus/*/jaxpr.txt "$root"/tests/data/conformance/*.jaxpr.txt \
    "$root"/crates/minihlo-jaxpr/tests/data/ok/*.jaxpr "$root"/crates/minihlo-jaxpr/tests/data/err/*.jaxpr \
    "$root"/examples/*.jaxpr "$root"/tests/data/hostile/*.jaxpr; do
    [ -f "$f" ] || continue
    name=$(echo "$f" | sed "s|$root/||; s|/|_|g")
    cp "$f" "$here/corpus/parse/$name"
    # compile's first byte picks platform and ffi form; 0 is cpu, typed.
    { printf '\000'; cat "$f"; } > "$here/corpus/compile/$name"
    n=$((n + 1))
done
echo "seeded $n programs into $here/corpus/{parse,compile}"
