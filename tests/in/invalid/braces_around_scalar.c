// expect: W0108
int main(void)
{
    int n = { { 0 } };
    return n;
}
