/* Fichier en Latin-1 : éèêàç ÿ */
#include <stdio.h>
#include <string.h>

int main(void) {
  const char *s = "déjà vu"; /* °C */
  char c = 'ü';
  printf("%s %d %d\n", s, (int)strlen(s), (unsigned char)c);
  return 0;
}
