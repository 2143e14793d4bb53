/* THREADS in preprocessor conditionals under static THREADS (`--threads N`): it is N there, as
   with other UPC compilers, directly and through a macro; in the program's text it stays the
   keyword (the stringized macro below reads THREADS). With -DWANT=K a thread count other than
   K stops the compilation with the program's #error. */
#include <upc.h>
#include <stdio.h>

#define WIDE (THREADS > 2)
#if THREADS == 1
#define KIND "one"
#elif WIDE
#define KIND "wide"
#else
#define KIND "two"
#endif

#if defined(WANT) && THREADS != WANT
#error this program wants another number of threads
#endif

#define STR(x) #x
#define XSTR(x) STR(x)

shared int a[3 * THREADS];

int main(void) {
  int i;
  upc_forall (i = 0; i < 3 * THREADS; i++; &a[i])
    a[i] = i;
  upc_barrier;
  if (MYTHREAD == 0) {
    int sum = 0;
    for (i = 0; i < 3 * THREADS; i++)
      sum += a[i];
    printf("%s %d %s sum %d\n", KIND, THREADS, XSTR(THREADS), sum);
  }
  return 0;
}
