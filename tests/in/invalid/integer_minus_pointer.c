// expect: E0109
int main(void)
{
    int v[4] = { 0 };
    long n = 4 - v;
    return (int)n;
}
