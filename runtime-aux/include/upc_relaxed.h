/* upc_relaxed.h - the UPC library with relaxed as the default consistency of this file. */
#pragma upc relaxed
#include <upc.h>
