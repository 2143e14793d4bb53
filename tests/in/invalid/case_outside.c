// expect: E0103
int main(void)
{
    int x = 2;
case 2:
    x++;
    return x;
}
