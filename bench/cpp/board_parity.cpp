// P4136 谁能赢呢？, the method of the board-parity binary, for the whole-process comparison:
// read the whole input at once, then per board side n (until the closing 0) `Alice` iff n is
// even (a domino tiling), else `Bob`. O(input), no checks.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

int main() {
    size_t cap = 1 << 20, len = 0, got;
    char *buf = (char *)malloc(cap);
    while ((got = fread(buf + len, 1, cap - len, stdin)) > 0) {
        len += got;
        if (len == cap) buf = (char *)realloc(buf, cap *= 2);
    }
    std::string out;
    size_t at = 0;
    for (;;) {
        while (at < len && (buf[at] < '0' || buf[at] > '9')) at++;
        if (at == len) break;
        uint64_t n = 0;
        while (at < len && buf[at] >= '0' && buf[at] <= '9') n = n * 10 + (buf[at++] - '0');
        if (n == 0) break;
        out += n % 2 == 0 ? "Alice\n" : "Bob\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
