// expect: W0105
static int parse(const char *s)
{
    if (!s)
        return;
    return s[0] - '0';
}
int main(void)
{
    return parse("0");
}
