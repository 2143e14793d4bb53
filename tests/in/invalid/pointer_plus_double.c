// expect: E0109
int main(void)
{
    int v[4] = { 0 };
    int *p = v + 1.5;
    return *p;
}
