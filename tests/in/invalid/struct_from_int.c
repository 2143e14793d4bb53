// expect: E0113
struct point { int x, y; };
int main(void)
{
    struct point p = 0;
    return p.x;
}
