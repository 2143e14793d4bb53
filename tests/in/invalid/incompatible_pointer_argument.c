// expect: W0102
static double sum(const double *v, int n)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}
int main(void)
{
    int values[3] = { 1, 2, 3 };
    return sum(values, 3) > 0;
}
