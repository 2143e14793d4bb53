// expect: W0106
struct point { int x, y; };
int main(void)
{
    struct point p = { 1, 2, 3 };
    return p.x - 1;
}
