// expect: E0109
int main(void)
{
    int n = 5;
    return *n;
}
