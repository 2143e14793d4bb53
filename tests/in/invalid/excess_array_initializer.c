// expect: W0106
int main(void)
{
    int v[3] = { 1, 2, 3, 4 };
    return v[0] - 1;
}
