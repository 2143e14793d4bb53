// expect: E0114
int main(void)
{
    int codes[4] = "abc";
    return codes[0];
}
