// expect: W0100
int main(void)
{
    return compute(3);
}
