// expect: E0109
struct pair { int a, b; };
int main(void)
{
    struct pair p = { 1, 2 };
    int x = p + 1;
    return x;
}
