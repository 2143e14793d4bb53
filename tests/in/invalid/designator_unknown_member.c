// expect: E0115
struct point { int x, y; };
int main(void)
{
    struct point p = { .x = 1, .z = 2 };
    return p.x - 1;
}
