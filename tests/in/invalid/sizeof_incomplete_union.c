// expect: E0110
union unknown;

int main(void)
{
    unsigned long n = sizeof(union unknown);
    return (int)n;
}
