// expect: E0102
int main(void)
{
    break;
    return 0;
}
