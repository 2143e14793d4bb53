// expect: E0104
static int helper(int v)
{
finish:
    return v + 1;
}

int main(void)
{
    goto finish;
    return helper(1);
}
