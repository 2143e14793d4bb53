/* Legacy encoding: this file is Latin-1 (ISO-8859-1), not UTF-8.
   Auteur : François -- résumé des résultats. */
#include <upc.h>
#include <stdio.h>
#include <string.h>

shared int code[THREADS];

int main(void) {
  const char *s = "café naïve, Ã©tÃ© (UTF-8)"; // à bientôt
  char c = 'é';
  code[MYTHREAD] = (unsigned char)c + MYTHREAD;
  upc_barrier;
  if (MYTHREAD == THREADS - 1) {
    printf("%s|%d|%d|%d\n", s, (int)strlen(s), code[0], c == (char)0xe9);
    printf("§ %c\n", c);
  }
  return 0;
}
