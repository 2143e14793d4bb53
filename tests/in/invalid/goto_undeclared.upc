// expect: E0104
int main(void)
{
    goto finish;
    return 1;
}
