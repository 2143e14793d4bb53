// expect: E0109
int main(void)
{
    int v[4] = { 0 };
    int *p = v;
    p += 0.5;
    return *p;
}
