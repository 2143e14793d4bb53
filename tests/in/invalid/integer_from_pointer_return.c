// expect: W0101
static int where(int *p)
{
    return p;
}
int main(void)
{
    return where(0);
}
