// expect: E0001
int f(int a)
{
    if (a > 0 {
        return 1;
    }
    return 0;
}
