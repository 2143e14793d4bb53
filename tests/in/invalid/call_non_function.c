// expect: E0107
int main(void)
{
    int n = 3;
    return n(2);
}
