// expect: E0109
int main(void)
{
    double x = 7.5;
    x %= 2;
    return (int)x;
}
