// expect: E0111
struct point { int x, y; };
int main(void)
{
    struct point p = { 1, 2 };
    int n;
    n = p;
    return n;
}
