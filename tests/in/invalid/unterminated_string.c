// expect: E0002
const char *s = "never closed;
int main(void) { return 0; }
