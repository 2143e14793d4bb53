// expect: E0109
int main(void)
{
    int v[4] = { 0 };
    double w[4] = { 0 };
    long n = &v[3] - &w[0];
    return (int)n;
}
