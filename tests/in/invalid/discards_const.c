// expect: W0103
static const char greeting[] = "hello";
int main(void)
{
    char *p = greeting;
    return p[0] == 'h';
}
