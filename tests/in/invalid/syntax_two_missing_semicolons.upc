// expect: E0001
// Two independent mistakes: each is reported.
int main(void)
{
    int a = 1
    int b = 2
    return a + b;
}
