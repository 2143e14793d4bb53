// expect: E0109
int main(void)
{
    double d = 2.0;
    double e = *d;
    return (int)e;
}
