// expect: E0120
// target: c
int main(void)
{
    return MYTHREAD;
}
