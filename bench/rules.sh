#!/usr/bin/env bash
# Rules scripts against the plain Python brute force a contestant would write (a mex over a
# list of option values, bench/rules/*.py), in one run, alternating, RUNS times each (default
# 3): CPU time (user + sys) and peak memory (/usr/bin/time), medians. Three ways for each game:
# the rhai script (`grundy table rules F.rhai`), the same rules in Rust (`F.rs`, compiled once
# by rustc -O and cached; the first, compiling run is made before the timed ones), and Python.
# Every run's values are checked to be the same as Python's, value by value.
# Not part of CI. Needs /usr/bin/time (Debian's `time` package), python3 and cargo.
#   bench/rules.sh                 # Nim 8000, Lasker 5000, split-in-three 1000, CF 88E 10^5
#   RUNS=1 GAMES="nim:3000" bench/rules.sh
#   GRUNDY=target/debug/grundy bench/rules.sh    # that binary, without building
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
GAMES=${GAMES:-"nim:8000 lasker:5000 split3:1000 consecutive:100000"}
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
if [ -z "${GRUNDY:-}" ]; then
    cargo build --release -p grundy --quiet
    GRUNDY=$PWD/target/release/grundy
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
echo "== $(date -u +%F), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $(python3 --version); $(rustc -V)"

# The script of a game: testdata/rules/ for those the workspace has, else bench/rules/.
source_of() {
    local game=$1 ext=$2
    if [ -f "bench/rules/$game.$ext" ]; then echo "bench/rules/$game.$ext"; else echo "testdata/rules/$game.$ext"; fi
}

# measure WHO CMD...: run under /usr/bin/time with stdout in $WORK/out, append "cpu peak_kb"
# to $WORK/WHO, and keep the values of $WORK/WHO.txt (grundy's --out) or else of its stdout
# (Python), one a line, '#' lines dropped, in $WORK/WHO.values.
measure() {
    local who=$1
    shift
    rm -f "$WORK/$who.txt"
    /usr/bin/time -f "%U %S %M" -o "$WORK/time" "$@" >"$WORK/out"
    awk '{ printf "%.2f %d\n", $1 + $2, $3 }' "$WORK/time" >>"$WORK/$who"
    local values="$WORK/$who.txt"
    [ -f "$values" ] || values="$WORK/out"
    grep -v '^#' "$values" | tr -s ' ' '\n' | grep -v '^$' >"$WORK/$who.values"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

for item in $GAMES; do
    [ "$item" = none ] && continue
    game=${item%%:*} n=${item##*:}
    rhai=$(source_of "$game" rhai) rs=$(source_of "$game" rs) py=bench/rules/$game.py
    echo "== $game to $n ($rhai, $rs, $py)"
    : >"$WORK/script" && : >"$WORK/compiled" && : >"$WORK/python"
    # The compiling run, untimed, so that the timed ones find the binary in the cache.
    "$GRUNDY" table rules "$rs" --upto 1 --progress off >/dev/null
    for _ in $(seq "$RUNS"); do
        # --max-ops raised: CF 88E's script needs about 1.1·10^9 operations to 10^5.
        measure script "$GRUNDY" table rules "$rhai" --upto "$n" --progress off --max-ops 100000000000 --out "$WORK/script.txt"
        measure compiled "$GRUNDY" table rules "$rs" --upto "$n" --progress off --out "$WORK/compiled.txt"
        measure python python3 "$py" "$n"
    done
    python_cpu=$(cut -d' ' -f1 "$WORK/python" | median)
    for who in script compiled python; do
        cpu=$(cut -d' ' -f1 "$WORK/$who" | median)
        peak=$(cut -d' ' -f2 "$WORK/$who" | median)
        same=$(cmp -s "$WORK/$who.values" "$WORK/python.values" && echo "same values as Python" || echo "VALUES DIFFER from Python")
        printf '%-9s cpu %7.2f s (runs: %s)  peak %7.1f MB  %s/Python %s  %s (%s values)\n' "$who" "$cpu" \
            "$(cut -d' ' -f1 "$WORK/$who" | tr '\n' ' ')" "$(echo "$peak" | awk '{ print $1 / 1000 }')" \
            "$who" "$(echo "$cpu $python_cpu" | awk '{ printf "%.3f", $1 / ($2 > 0 ? $2 : 0.01) }')" \
            "$same" "$(wc -l <"$WORK/$who.values")"
    done
done

# Kayles: the compiled path against sg-core's own engines, whole processes. sg-core's octal
# engine (`table octal --code 0.77 --compute-all on`: every value by the sparse-space method)
# to KAYLES (default 10^5); the memoised engine that values scripts (sg_core::Solver) is in
# the criterion bench (`cargo bench -p bench --bench rules -- kayles-10000`), as at 10^5 it
# would take minutes.
KAYLES=${KAYLES:-100000}
if [ "$KAYLES" -gt 0 ]; then
    echo "== Kayles to $KAYLES: the rules in Rust against sg-core's octal engine"
    : >"$WORK/compiled" && : >"$WORK/one-by-one" && : >"$WORK/octal"
    "$GRUNDY" table rules testdata/rules/kayles.rs --upto 1 --progress off >/dev/null
    "$GRUNDY" table rules bench/rules/kayles-one-by-one.rs --upto 1 --progress off >/dev/null
    for _ in $(seq "$RUNS"); do
        # --max-ops raised: Kayles lists about n²/2 options, 5·10^9 to 10^5.
        measure compiled "$GRUNDY" table rules testdata/rules/kayles.rs --upto "$KAYLES" --progress off --max-ops 100000000000 --out "$WORK/compiled.txt"
        measure one-by-one "$GRUNDY" table rules bench/rules/kayles-one-by-one.rs --upto "$KAYLES" --progress off --max-ops 100000000000 --out "$WORK/one-by-one.txt"
        measure octal "$GRUNDY" table octal --code 0.77 --compute-all on --upto "$KAYLES" --progress off --out "$WORK/octal.txt"
    done
    octal_cpu=$(cut -d' ' -f1 "$WORK/octal" | median)
    for who in compiled one-by-one octal; do
        cpu=$(cut -d' ' -f1 "$WORK/$who" | median)
        same=$(cmp -s "$WORK/$who.values" "$WORK/octal.values" && echo "same values" || echo "VALUES DIFFER")
        printf '%-9s cpu %7.2f s (runs: %s)  %s/octal %s  %s (%s values)\n' "$who" "$cpu" \
            "$(cut -d' ' -f1 "$WORK/$who" | tr '\n' ' ')" "$who" \
            "$(echo "$cpu $octal_cpu" | awk '{ printf "%.2f", $1 / ($2 > 0 ? $2 : 0.01) }')" \
            "$same" "$(wc -l <"$WORK/$who.values")"
    done
fi
