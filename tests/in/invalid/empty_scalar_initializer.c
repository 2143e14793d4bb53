// expect: E0113
int main(void)
{
    int n = {};
    return n;
}
