// expect: E0001
int sign(int v)
{
    int s = 0;
    s = v > 0;
    else
        s = -1;
    return s;
}
