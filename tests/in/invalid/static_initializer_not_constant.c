// expect: E0116
static int limit = 10;
static int twice = 2 * limit;
int main(void)
{
    return twice - 20;
}
