// expect: E0102
int main(void)
{
    int i, n = 0;
    for (i = 0; i < 3; i++)
        n += i;
    continue;
    return n;
}
