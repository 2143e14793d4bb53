// expect: E0109
int main(void)
{
    int v[4] = { 0 };
    int *lo = v, *hi = v + 3;
    int *mid = (lo + hi) / 2;
    return *mid;
}
