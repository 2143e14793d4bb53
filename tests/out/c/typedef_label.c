/* A label may be spelled like a typedef name: labels have their own name space. */
typedef int T;
int f(int x) {
    if (x)
        goto T;
    x = 2;
T:
    return x;
}
int main(void) {
    T v = f(0);
    return v - 2;
}
