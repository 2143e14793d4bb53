/* Another file of the same program shape: the header's tentative definitions again, and the
   address of one in a file-scope initializer (compiled with -c beside tentative_shared.upc). */
#include <upc.h>
#include "tentative_shared.h"

shared int *shared ptotal_other = &total;

int other_total(void) { return *ptotal_other; }
