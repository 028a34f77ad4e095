#!/usr/bin/env bash
# zigzag-game beside C++ of the same method, both playing against the crate's interactor
# (`grundy measure --interactive`): the player's whole-process CPU (user + sys; the interactor's
# own time is not counted) and peak RSS, medians of alternating runs, under each strategy of the
# interactor, on `grundy gen --size max` (50 games of n = 50). bench.sh cannot drive an
# interactive problem: it feeds the input as a file and compares stdout.
# Usage: bench/cpp/zigzag_game.sh [RUNS] [SEED]
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-5} seed=${2:-1}
target=${CARGO_TARGET_DIR:-target}
dir=$target/zigzag-game-cpp
mkdir -p "$dir"
cargo build -q --release -p zigzag-game -p grundy
g++ -O2 -std=c++17 -o "$dir/cpp" bench/cpp/zigzag_game.cpp
input=$dir/$seed-max.in
"$target/release/grundy" gen zigzag-game --seed "$seed" --size max > "$input"
ours=$target/release/zigzag-game
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for strategy in perfect random adversarial; do
    for ((r = 0; r < runs; r++)); do
        for b in "$ours" "$dir/cpp"; do
            line=$("$target/release/grundy" measure --limit-ms 60000 --interactive zigzag-game \
                --strategy "$strategy" "$b" "$input" "$dir/transcript.txt")
            case $line in
            *OK*) ;;
            *) echo "$(basename "$b") against the $strategy interactor: $line"; exit 1 ;;
            esac
            echo "$(basename "$b") $line"
        done
    done > "$dir/$strategy.runs"
    for name in zigzag-game cpp; do
        grep "^$name " "$dir/$strategy.runs" | sed 's/.*cpu_us=\([0-9]*\).*max_rss_kib=\([0-9]*\).*/\1 \2/' |
            sort -n | awk -v n="$name" -v s="$strategy" '{c[NR] = $1; m[NR] = $2}
                END {k = int((NR + 1) / 2); printf "%-12s %-12s CPU %6.1f ms (min %.1f, max %.1f), %.3f ms a game, peak %.1f MiB\n",
                     s, n, c[k] / 1000, c[1] / 1000, c[NR] / 1000, c[k] / 50000, m[k] / 1024}'
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
