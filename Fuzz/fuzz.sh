#!/bin/sh
# Builds BarSkin's libFuzzer targets (this package, with -sanitize=fuzzer,address)
# and runs each for FUZZ_SECONDS (default 60) on a corpus seeded from the
# fixtures. A crash, leak or hang is written to Regressions/TARGET/, where
# FuzzRegressionTests replays it in `make test`; the run then fails.
set -u
cd "$(dirname "$0")"
SWIFT=${SWIFT:-swift}
SECONDS_EACH=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-"fuzz-png-decoder fuzz-skin-reader fuzz-interface-builder fuzz-source-lexer fuzz-skin-state fuzz-vector-mask fuzz-vector-reply"}

# SwiftPM keeps the source lists of a path dependency until this manifest
# changes, so a file added to BarSkin would otherwise be missing here.
touch Package.swift
# Release with testability (the lexer target reaches internal types); the C
# fences are instrumented too, so libFuzzer sees coverage inside CPNG.
$SWIFT build -c release -Xswiftc -enable-testing -Xswiftc -sanitize=fuzzer,address \
    -Xcc -fsanitize=fuzzer-no-link,address || exit 1
BIN=$($SWIFT build -c release --show-bin-path -Xswiftc -enable-testing -Xswiftc -sanitize=fuzzer,address \
    -Xcc -fsanitize=fuzzer-no-link,address)
python3 seed_corpora.py $TARGETS || exit 1

# Leaks in the toolchain's own libraries that BarSkin cannot fix (see the file).
export LSAN_OPTIONS="suppressions=$(pwd)/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# libFuzzer prints the stack of a crash itself; Swift's backtracer would hold the pipe open 30 s more.
export SWIFT_BACKTRACE=enable=no
failed=""
for target in $TARGETS; do
    mkdir -p "Regressions/$target" ".corpus/$target"
    log=".corpus/$target.log"
    # fuzz-skin-state's scenario lives only here, so its saved inputs are replayed here, not in `make test`.
    saved=$(find "Regressions/$target" -type f ! -name '.*' | sort)
    if [ -n "$saved" ] && ! "$BIN/$target" $saved >"$log.replay" 2>&1; then
        echo "fuzz: $target: a saved input fails again, see Fuzz/$log.replay"
        failed="$failed $target"
        continue
    fi
    start=$(date +%s)
    "$BIN/$target" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -max_len=1048576 \
        -print_final_stats=1 -artifact_prefix="Regressions/$target/" ".corpus/$target" >"$log" 2>&1
    status=$?
    elapsed=$(( $(date +%s) - start ))
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    if [ $status -eq 0 ]; then
        echo "fuzz: $target: ${elapsed} s, ${runs:-?} inputs, $cov, nothing found"
    else
        echo "fuzz: $target: ${elapsed} s, ${runs:-?} inputs: FOUND (exit $status), see Fuzz/$log and Fuzz/Regressions/$target/"
        grep -m3 -E "ERROR|SUMMARY|Test unit written" "$log" | sed 's/^/    /'
        failed="$failed $target"
    fi
done
[ -z "$failed" ] || { echo "fuzz: failures in:$failed"; exit 1; }
