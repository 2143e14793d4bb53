// expect: E0002
int main(void)
{
    char c = 'a;
    return c;
}
