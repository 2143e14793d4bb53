// expect: W0104
static int count;
static void bump(void)
{
    return count++;
}
int main(void)
{
    bump();
    return count - 1;
}
