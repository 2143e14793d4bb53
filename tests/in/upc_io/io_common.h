/* Shared by the UPC-IO test programs and their plain C reference (tests/upc_io_exec.rs): the
   sizes and the values they write and read. */
#define B 5 /* block size of the blocked arrays */
#define K 7 /* elements of the cyclic array per thread */
#define N 6 /* private ints per thread */

/* The values. */
#define BLOCKED(i) (3 * (i) + 1)
#define CYCLIC(i) ((long)(i) * (i) - 5)
#define LIST(i) (100 + (i))
#define MINE(t, i) ((t) * 1000 + (i))
#define INPUT(i) ((i) * 7 + 3)
/* Ints in the input file of the read test: not a whole number of blocks. */
#define INPUT_INTS(threads) (4 * B * (threads) + 3)
