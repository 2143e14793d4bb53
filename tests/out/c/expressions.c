/* Precedence and associativity: exactly the parentheses needed, none more. */
int f(int a, int b, int c, int *p, int (*fp)(int, int)) {
    int x = a - (b - c);
    x = a - b - c;
    x = - -a;
    x = - -a;
    x = - --a;
    x = (a + b) * c;
    x = a + b * c;
    x = (a, b);
    x = fp((a, b), c);
    x = a ? b : c ? a : b;
    x = (a ? b : c) ? a : b;
    x = a = b = c;
    x = (a < b) == c;
    x = *p++;
    x = (*p)++;
    x = sizeof(int) + sizeof x + sizeof (x + 1);
    x = (int)(unsigned char)a + (int)-b;
    x = !(a && b) || c;
    x = (a || b) && c;
    x = p[a + 1] + *(p + 2);
    x = ((int *)p)[1];
    x = (a << 2) + (b >> 1);
    x = a & (b | c);
    x = (a & b) == 0;
    x = a ?: b;
    x += a, x -= b;
    if ((x = a))
        return x;
    return x;
}
