/* upc_strict.h - the UPC library with strict as the default consistency of this file. */
#pragma upc strict
#include <upc.h>
