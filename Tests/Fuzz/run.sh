#!/usr/bin/env bash
# Builds a libFuzzer target for each page reader (HTML, Markdown, plain text) and runs each for a bounded
# time; prints executions, exec/s, crashes and coverage per target; exits 1 if any target crashed.
#
#   Tests/Fuzz/run.sh [seconds-per-target]        (default 60)
#   FUZZ_TARGETS="markdown" FUZZ_OUT=/tmp/fuzz Tests/Fuzz/run.sh 600
#
# Not part of `swift build`/`swift test` or .ci/run: it is run by hand. The targets are built with
# `swiftc -sanitize=fuzzer,address` from the DocumentModel and Ingestion sources into
# .build/fuzz (FUZZ_OUT overrides). Each target's working corpus grows there across runs; it starts from
# the shipped corpus pages of its format (HTML and Markdown renderings of the plain-text pages when the
# corpus has none: see make-seeds.py) and the hand-made seeds in Tests/Fuzz/seeds/<format>/.
# A crashing input is saved as .build/fuzz/artifacts/<target>/crash-* (or timeout-*, oom-*); once fixed, it goes
# into Tests/Fuzz/crashes/<format>/, which HostilePageTests replays and the next run seeds from.
set -euo pipefail
export SWIFT_BACKTRACE=enable=no   # a crash is reported by libFuzzer; the Swift backtracer takes a second per crash

seconds=${1:-60}
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${FUZZ_OUT:-$root/.build/fuzz}
swiftc=${SWIFTC:-swiftc}
mkdir -p "$out/modules" "$out/obj" "$out/bin"

# MARK: - Build
# Each module is compiled once, instrumented, into one object; the targets link them with libxml2 and libcrypto.
flags=(-O -swift-version 6 -sanitize=fuzzer,address -parse-as-library -g
       -I "$out/modules" -I "$root/Sources/CCrypto" -I "$root/Sources/CLibXML2")
for flag in $(pkg-config --cflags libxml-2.0); do flags+=(-Xcc "$flag"); done

build_module() {
    local name=$1
    echo "building $name" >&2
    "$swiftc" "${flags[@]}" -wmo -module-name "$name" -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
        -c -o "$out/obj/$name.o" "$root/Sources/$name"/*.swift
}
build_module DocumentModel
build_module Ingestion

read -r -a targets <<<"${FUZZ_TARGETS:-html markdown text}"   # FUZZ_TARGETS=markdown reruns one reader
declare -A entry=([html]=FuzzHTML [markdown]=FuzzMarkdown [text]=FuzzPlainText)
for target in "${targets[@]}"; do
    echo "linking fuzz-$target" >&2
    "$swiftc" "${flags[@]}" -module-name "${entry[$target]}" -o "$out/bin/fuzz-$target" \
        "$root/Tests/Fuzz/PageInvariants.swift" "$root/Tests/Fuzz/${entry[$target]}.swift" \
        "$out/obj/DocumentModel.o" "$out/obj/Ingestion.o" $(pkg-config --libs libxml-2.0 libcrypto)
done

# MARK: - Seeds
seeds="$out/seeds"
rm -rf "$seeds"
mkdir -p "$seeds/html" "$seeds/markdown" "$seeds/text"
find "$root/corpus" -type f \( -name '*.html' -o -name '*.htm' \) -exec cp {} "$seeds/html/" \;
find "$root/corpus" -type f \( -name '*.md' -o -name '*.markdown' \) -exec cp {} "$seeds/markdown/" \;
find "$root/corpus" -type f -name '*.txt' -exec sh -c 'cp "$1" "$2/$(echo "$1" | tr / _)"' _ {} "$seeds/text" \;
if [ -z "$(ls -A "$seeds/html")" ] || [ -z "$(ls -A "$seeds/markdown")" ]; then
    # The corpus lacks a format: render its plain-text pages' outlines (from `doctool parse --json`) as both.
    (cd "$root" && swift build --product doctool >&2)
    doctool=$(cd "$root" && swift build --product doctool --show-bin-path)/doctool
    find "$root/corpus" -type f -name '*.txt' | sort | while read -r page; do
        "$doctool" parse --json "$page" 2>/dev/null || true
        printf '\0'
    done | python3 "$root/Tests/Fuzz/make-seeds.py" "$seeds"
fi

# MARK: - Run
# The three targets run at once, one process each, so the whole run takes about seconds-per-target.
declare -A pid before
for target in "${targets[@]}"; do
    work="$out/corpus/$target"; artifacts="$out/artifacts/$target"
    mkdir -p "$work" "$artifacts"
    before[$target]=$(ls "$artifacts" | wc -l)
    extra=(); [ -d "$root/Tests/Fuzz/crashes/$target" ] && extra=("$root/Tests/Fuzz/crashes/$target")
    "$out/bin/fuzz-$target" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 \
        -print_final_stats=1 -dict="$root/Tests/Fuzz/$target.dict" -artifact_prefix="$artifacts/" \
        "$work" "$seeds/$target" "$root/Tests/Fuzz/seeds/$target" "${extra[@]}" >"$out/fuzz-$target.log" 2>&1 &
    pid[$target]=$!
done

status=0
printf '\n%-9s %12s %9s %8s %6s %6s\n' target executions exec/s crashes cov ft
for target in "${targets[@]}"; do
    log="$out/fuzz-$target.log"; artifacts="$out/artifacts/$target"
    code=0; wait "${pid[$target]}" || code=$?
    crashes=$(( $(ls "$artifacts" | wc -l) - ${before[$target]} ))
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
    features=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
    printf '%-9s %12s %9s %8s %6s %6s\n' "$target" "${executions:-?}" "${speed:-?}" "$crashes" "${coverage:-?}" "${features:-?}"
    if [ "$code" -ne 0 ] || [ "$crashes" -gt 0 ]; then
        status=1
        echo "  fuzz-$target exited $code; log $log; inputs in $artifacts" >&2
    fi
done
exit $status
