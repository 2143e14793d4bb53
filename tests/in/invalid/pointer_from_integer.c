// expect: W0101
int main(void)
{
    int n = 4;
    int *p = n;
    return p == 0;
}
