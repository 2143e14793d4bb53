// expect: E0001
// The error is in an included file: a note names the #include that brought it in.
#include "syntax_in_header.h"

int main(void)
{
    return twice(1);
}
