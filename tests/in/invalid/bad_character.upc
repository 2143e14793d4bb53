// expect: E0002
int main(void)
{
    int x = 3 @ 4;
    return x;
}
