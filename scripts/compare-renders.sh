#!/bin/bash
# Renders every gallery scene (Fixtures/Scenes), every scene of the fuzz corpus
# (Fuzz/Corpus/scene) and any extra scene files given (such as the render-cards screen
# that `easel-bench render-cards` writes) with two `easel-render` binaries, all frames
# (`--capture every`), and compares the outputs byte for byte: every PNG, and each
# run's messages with its output folder's name taken out.
#
# usage: scripts/compare-renders.sh <easel-render before> <easel-render after> [scene...]
# Exit status 0 when every file is the same.
set -u
before=$1 after=$2; shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
render() { # binary, output folder, extra scenes
    local bin=$1 out=$2
    shift 2
    for scene in "$root"/Fixtures/Scenes/*.yaml "$root"/Fixtures/Scenes/*.json "$root"/Fuzz/Corpus/scene/* "$@"; do
        [ -f "$scene" ] || continue
        name=$(basename "$(dirname "$scene")")-$(basename "$scene")
        "$bin" render "$scene" -o "$out/$name" --capture every 2>&1 | sed "s|$out|OUT|g" > "$out/$name.log"
        echo "exit ${PIPESTATUS[0]}" >> "$out/$name.log"
    done
}
mkdir -p "$work/before" "$work/after"
render "$before" "$work/before" "$@"
render "$after" "$work/after" "$@"
pngs=$(find "$work/before" -name '*.png' | wc -l)
if diff -r "$work/before" "$work/after"; then
    echo "same: $pngs PNGs, $(ls "$work/before"/*.log | wc -l) runs"
else
    exit 1
fi
