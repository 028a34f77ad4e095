#!/usr/bin/env bash
# Take-and-break games at research scale: `grundy table octal` beside ogsolve (crates.io), in
# one run, alternating, RUNS times each (default 3): CPU time (user + sys), wall time and peak
# memory (/usr/bin/time -v's maximum resident set), medians; then the sequences themselves,
# by ogsolve's own checksum at full scale and value by value (our --out file against ogsolve's
# -p line) up to RAW (default 10^7). Grundy's game (4!.0), which ogsolve's codes cannot
# express, runs alone: its 2^22 values are checked for zeros after 1222.
# Not part of CI. Needs /usr/bin/time (Debian's `time` package) and cargo.
#   bench/octal.sh              # .106 to 10^8, .16 to 10^7, 4!.0 to 2^22
#   RUNS=5 RAW=100000000 bench/octal.sh
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
RAW=${RAW:-10000000}
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
if ! command -v ogsolve >/dev/null; then
    echo "== installing ogsolve (cargo install ogsolve)"
    cargo install ogsolve
fi
cargo build --release -p grundy --quiet
GRUNDY=target/release/grundy
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
echo "== $(date -u +%F), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); ogsolve $(ogsolve --version | cut -d' ' -f2)"

# Run a command under /usr/bin/time; print "cpu wall peak_kb" and keep its stdout in $WORK/out.
measure() {
    /usr/bin/time -f "%U %S %e %M" -o "$WORK/time" "$@" >"$WORK/out"
    awk '{ printf "%.2f %.2f %d\n", $1 + $2, $3, $4 }' "$WORK/time"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# compare CODE N [extra grundy options]: both engines alternately, then the checksums.
compare() {
    local code=$1 n=$2
    shift 2
    : >"$WORK/ours" && : >"$WORK/theirs"
    for _ in $(seq "$RUNS"); do
        measure "$GRUNDY" table octal --code "$code" --upto "$n" --progress off "$@" >>"$WORK/ours"
        ours_sum=$(sed -n 's/^checksum: \([0-9A-F]*\).*/\1/p' "$WORK/out")
        period=$(grep -o '^preperiod [0-9]*, period [0-9]*' "$WORK/out" || echo "no period")
        measure ogsolve -m rc2 -n "$n" "$code" >>"$WORK/theirs"
        theirs_sum=$(sed -n 's/.*checksum: \([0-9A-F]*\).*/\1/p' "$WORK/out")
        theirs_period=$(grep -o 'period of length [0-9]* and pre-period [0-9]*' "$WORK/out" || echo "no period")
    done
    for who in ours theirs; do
        local cpu wall peak
        cpu=$(cut -d' ' -f1 "$WORK/$who" | median)
        wall=$(cut -d' ' -f2 "$WORK/$who" | median)
        peak=$(cut -d' ' -f3 "$WORK/$who" | median)
        printf '%-8s %-6s N = %-10s cpu %6.2f s (runs: %s)  wall %6.2f s  peak %7.1f MB\n' \
            "$who" "$code" "$n" "$cpu" "$(cut -d' ' -f1 "$WORK/$who" | tr '\n' ' ')" "$wall" \
            "$(echo "$peak" | awk '{ print $1 / 1000 }')"
    done
    local ratio
    ratio=$(paste -d' ' <(cut -d' ' -f1 "$WORK/ours" | median) <(cut -d' ' -f1 "$WORK/theirs" | median) |
        awk '{ printf "%.2f", $1 / $2 }')
    echo "         cpu ratio ours/ogsolve $ratio; checksums $ours_sum / $theirs_sum" \
        "$([ "$ours_sum" = "$theirs_sum" ] && echo "(equal)" || echo "(DIFFERENT)")"
    echo "         ours: $period; ogsolve: $theirs_period"
}

# raw CODE N: the sequences value by value (ours --out, ogsolve -p), outside the timed runs.
raw() {
    local code=$1 n=$2
    "$GRUNDY" table octal --code "$code" --upto "$n" --progress off --out "$WORK/ours.txt" >/dev/null
    ogsolve -m rc2 -n "$n" -p "$code" | sed -n 's/^ nimbers: //p' >"$WORK/theirs.txt"
    if cmp -s "$WORK/ours.txt" "$WORK/theirs.txt"; then
        echo "         $code g(0..=$n): the same $(wc -w <"$WORK/ours.txt") values, value by value"
    else
        echo "         $code g(0..=$n): sequences DIFFER ($(cmp "$WORK/ours.txt" "$WORK/theirs.txt" || true))"
    fi
    rm -f "$WORK/ours.txt" "$WORK/theirs.txt"
}

echo "== .106 to 10^8"
compare 0.106 100000000
raw 0.106 "$RAW"
echo "== .16 to 10^7 (ours: values after the proof follow from the period)"
compare 0.16 10000000
echo "== .16 to 10^7, every value computed by sparse space (--compute-all on)"
compare 0.16 10000000 --compute-all on
raw 0.16 "$RAW"
echo "== Grundy's game 4!.0 to 2^22 (ogsolve has no code for it: ours alone)"
: >"$WORK/ours"
for _ in $(seq "$RUNS"); do
    measure "$GRUNDY" table octal --code '4!.0' --upto 4194304 --progress off --out "$WORK/grundy.txt" >>"$WORK/ours"
done
printf 'ours     4!.0   N = 4194304    cpu %6.2f s  wall %6.2f s  peak %7.1f MB; checksum %s\n' \
    "$(cut -d' ' -f1 "$WORK/ours" | median)" "$(cut -d' ' -f2 "$WORK/ours" | median)" \
    "$(cut -d' ' -f3 "$WORK/ours" | median | awk '{ print $1 / 1000 }')" \
    "$(sed -n 's/^checksum: \([0-9A-F]*\).*/\1/p' "$WORK/out")"
tr ' ' '\n' <"$WORK/grundy.txt" | awk '$1 == 0 { last = NR - 1; zeros++ } END {
    printf "         zeros: %d, the last at n = %d (1222 expected)\n", zeros, last }'
