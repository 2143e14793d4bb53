// expect: E0001
// The error is in the macro's expansion: the caret is on the use, a note shows the definition.
#define SET(x, v) x = = (v)

int main(void)
{
    int y;
    SET(y, 1);
    return y;
}
