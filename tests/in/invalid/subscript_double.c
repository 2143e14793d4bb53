// expect: E0109
int main(void)
{
    int v[4] = { 0 };
    double i = 1;
    return v[i];
}
