// expect: E0113
int main(void)
{
    int a[3] = { 1, 2, 3 };
    int b[3] = a;
    return b[0];
}
