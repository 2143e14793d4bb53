/* Statements: dangling else, loops, switch with ranges and fallthrough, labels, goto. */
int g(int n) {
    int r = 0;
    if (n > 0) {
        if (n > 10)
            r = 1;
    } else
        r = 2;
    if (n > 5)
        if (n > 6)
            r += 3;
        else
            r += 4;
    for (int i = 0; i < n; i++)
        r += i;
    while (r > 100)
        r /= 2;
    do
        r++;
    while (r < 3);
    switch (n) {
    case 1 ... 3:
        r = -r;
    case 4:
        r *= 2;
        break;
    default:
        break;
    }
again:
    if (r > 1000) {
        r -= 1000;
        goto again;
    }
    ({
        int t = r;
        t;
    });
    return r;
}
