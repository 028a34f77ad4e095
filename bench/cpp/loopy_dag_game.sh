#!/usr/bin/env bash
# loopy-dag-game beside C++ of the same method: whole-process CPU (user + sys) and
# peak RSS medians of alternating runs on the benchmark inputs (the registry's, written by
# `compare`): 10^6 random vertices with about 10^6 edges and 10^5 queries, and the labelling's
# worst shape (two towers of values on cycles, 10^6 edges).
# Usage: bench/cpp/loopy_dag_game.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-11}
target=${CARGO_TARGET_DIR:-target}
dir=$target/loopy-dag-game-cpp
mkdir -p "$dir"
cargo build -q --release -p loopy-dag-game -p grundy -p bench
# Writes the benchmark inputs into $dir and checks our binary's answers on them.
"$target/release/compare" --runs 3 --dir "$dir" loopy-dag-game > "$dir/compare.txt"
g++ -O2 -std=c++17 -o "$dir/cpp" bench/cpp/loopy_dag_game.cpp
ours=$target/release/loopy-dag-game
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for input in loopy-dag-game loopy-dag-game-towers; do
    "$ours" < "$dir/$input.in" > "$dir/$input.expected"
    "$dir/cpp" < "$dir/$input.in" | cmp -s - "$dir/$input.expected" ||
        { echo "$input: the C++ program answers otherwise"; exit 1; }
    for ((r = 0; r < runs; r++)); do
        for b in "$ours" "$dir/cpp"; do
            echo "$(basename "$b") $("$target/release/grundy" measure --limit-ms 60000 "$b" "$dir/$input.in" /dev/null)"
        done
    done > "$dir/$input.runs"
    for name in loopy-dag-game cpp; do
        grep "^$name " "$dir/$input.runs" | sed 's/.*cpu_us=\([0-9]*\).*max_rss_kib=\([0-9]*\).*/\1 \2/' |
            sort -n | awk -v n="$name" -v i="$input" '{c[NR] = $1; m[NR] = $2}
                END {k = int((NR + 1) / 2); printf "%-22s %-15s CPU %6.1f ms (min %.1f, max %.1f), peak %.1f MiB\n",
                     i, n, c[k] / 1000, c[1] / 1000, c[NR] / 1000, m[k] / 1024}'
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
