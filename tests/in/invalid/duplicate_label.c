// expect: E0105
int main(void)
{
again:
    ;
again:
    return 0;
}
