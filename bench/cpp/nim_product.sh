#!/usr/bin/env bash
# nim-product beside C++: whole-process CPU (user + sys) and peak RSS medians of
# alternating runs on 10^6 uniform full-width queries. Usage: bench/cpp/nim_product.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-11}
target=${CARGO_TARGET_DIR:-target}
dir=$target/nim-product-cpp
mkdir -p "$dir"
cargo build -q --release -p nim-product -p grundy
"$target/release/grundy" gen nim-product --seed 15 --size 1000000 > "$dir/np.in"
src=bench/cpp/nim_product.cpp
g++ -O2 -std=c++17 -o "$dir/cpp-clmul" "$src"
g++ -O2 -march=native -std=c++17 -o "$dir/cpp-clmul-native" "$src"
g++ -O2 -std=c++17 -DLOG_TABLES -o "$dir/cpp-log" "$src"
g++ -O2 -march=native -std=c++17 -DLOG_TABLES -o "$dir/cpp-log-native" "$src"
g++ -O2 -std=c++17 -DHOLD_OUTPUT -o "$dir/cpp-clmul-hold" "$src"
g++ -O2 -std=c++17 -DLOG_TABLES -DHOLD_OUTPUT -o "$dir/cpp-log-hold" "$src"
bins=("$target/release/nim-product" "$dir"/cpp-clmul "$dir"/cpp-clmul-native "$dir"/cpp-log
      "$dir"/cpp-log-native "$dir"/cpp-clmul-hold "$dir"/cpp-log-hold)
"${bins[0]}" < "$dir/np.in" > "$dir/expected.out"
for b in "${bins[@]:1}"; do
    "$b" < "$dir/np.in" | cmp -s - "$dir/expected.out" || { echo "$b: different output"; exit 1; }
done
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((r = 0; r < runs; r++)); do
    for b in "${bins[@]}"; do
        echo "$(basename "$b") $("$target/release/grundy" measure --limit-ms 60000 "$b" "$dir/np.in" /dev/null)"
    done
done > "$dir/runs.txt"
for b in "${bins[@]}"; do
    name=$(basename "$b")
    grep "^$name " "$dir/runs.txt" | sed 's/.*cpu_us=\([0-9]*\).*max_rss_kib=\([0-9]*\).*/\1 \2/' |
        sort -n | awk -v n="$name" '{c[NR] = $1; m[NR] = $2}
            END {i = int((NR + 1) / 2); printf "%-18s CPU %6.1f ms (min %.1f, max %.1f), peak %.1f MiB\n",
                 n, c[i] / 1000, c[1] / 1000, c[NR] / 1000, m[i] / 1024}'
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
