#!/usr/bin/env bash
# One problem's release binary beside its C++ (bench/cpp/SLUG.cpp, with '-' as '_'): whole-process
# CPU (user + sys) and peak RSS medians of alternating runs on inputs from `grundy gen`.
# Usage: bench/cpp/bench.sh SLUG RUNS SEED:SIZE...   (SIZE as `grundy gen --size` takes it)
set -euo pipefail
cd "$(dirname "$0")/../.."
slug=$1 runs=$2
shift 2
target=${CARGO_TARGET_DIR:-target}
dir=$target/$slug-cpp
mkdir -p "$dir"
cargo build -q --release -p "$slug" -p grundy
g++ -O2 -std=c++17 -o "$dir/cpp" "bench/cpp/${slug//-/_}.cpp"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for spec in "$@"; do
    seed=${spec%%:*} size=${spec#*:}
    input=$dir/$seed-$size.in
    "$target/release/grundy" gen "$slug" --seed "$seed" --size "$size" > "$input"
    "$target/release/$slug" < "$input" > "$dir/expected.out"
    "$dir/cpp" < "$input" | cmp -s - "$dir/expected.out" || { echo "$spec: C++ differs"; exit 1; }
    for ((r = 0; r < runs; r++)); do
        for b in "$target/release/$slug" "$dir/cpp"; do
            echo "$(basename "$b") $("$target/release/grundy" measure --limit-ms 60000 "$b" "$input" /dev/null)"
        done
    done > "$dir/runs.txt"
    echo "$slug --seed $seed --size $size ($(wc -c < "$input") bytes):"
    for name in "$slug" cpp; do
        grep "^$name " "$dir/runs.txt" | sed 's/.*cpu_us=\([0-9]*\).*max_rss_kib=\([0-9]*\).*/\1 \2/' |
            sort -n | awk -v n="$name" '{c[NR] = $1; m[NR] = $2}
                END {i = int((NR + 1) / 2); printf "  %-22s CPU %7.1f ms (min %.1f, max %.1f), peak %.1f MiB\n",
                     n, c[i] / 1000, c[1] / 1000, c[NR] / 1000, m[i] / 1024}'
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
