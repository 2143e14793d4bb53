/* Tentative definitions (no `extern`) in a header that two files include: one object each,
   common to both files, as UPC compilers have always made them. */
shared [] double *work;
int rounds;
void fill(void);
