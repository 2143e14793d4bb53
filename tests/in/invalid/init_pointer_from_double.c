// expect: E0111
int main(void)
{
    double *d = 3.5;
    return d != 0;
}
