// expect: E0110
struct opaque;
unsigned long size(void) { return sizeof(struct opaque); }
int main(void) { return 0; }
