// expect: E0115
int main(void)
{
    int v[4] = { [1] = 1, [4] = 2 };
    return v[1] - 1;
}
