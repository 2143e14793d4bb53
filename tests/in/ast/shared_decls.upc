/* UPC declarations: layouts, strict/relaxed, pointers-to-shared, THREADS dimensions. */
shared int a[10 * THREADS];
shared [4] double b[THREADS][8];
shared [*] int c[100];
shared [] int *p;
strict shared int flag;
relaxed shared [2] long *shared q;
int *shared r;
