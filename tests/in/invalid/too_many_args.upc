// expect: E0108
static int square(int x) { return x * x; }
int main(void)
{
    return square(2, 3);
}
