/* Included by syntax_in_header.upc: the error is here. */
static int twice(int x)
{
    return 2 * x
}
