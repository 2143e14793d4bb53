// expect: E0112
static void reset(int *p) { *p = 0; }
int main(void)
{
    int n = 1, r;
    r = reset(&n);
    return r;
}
