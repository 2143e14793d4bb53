// expect: E0101
static int scale(int n)
{
    int n = 2;
    return n * 3;
}

int main(void)
{
    return scale(1);
}
