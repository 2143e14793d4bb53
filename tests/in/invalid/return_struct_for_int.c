// expect: E0111
struct point { int x, y; };
static int first(struct point p)
{
    return p;
}
int main(void)
{
    struct point p = { 1, 2 };
    return first(p);
}
