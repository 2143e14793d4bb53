// expect: W0107
int main(void)
{
    char tag[4] = "hello";
    return tag[0] != 'h';
}
