/* upcr_collective.h - the UPC collective library as translated UPC code calls it: every
   pointer-to-shared is a upcr_shared_ptr_t, upc_op_t an unsigned long, upc_flag_t an int. */
#ifndef PGAS_UPCR_COLLECTIVE_H
#define PGAS_UPCR_COLLECTIVE_H

#include <stdio.h>
#include "upcr.h"

#define PGAS_COLL_API_PTR upcr_shared_ptr_t
#define PGAS_COLL_API_FN(name) upc_##name
#include "../include/pgas_collective_api.h"

#endif
