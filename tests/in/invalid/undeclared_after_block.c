// expect: E0100
int main(void)
{
    int sum = 0;
    {
        int inner = 4;
        sum += inner;
    }
    return sum + inner;
}
