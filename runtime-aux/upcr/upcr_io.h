/* upcr_io.h - the UPC-IO library (upc_io.h) as translated UPC code calls it: the functions
   keep their names, every pointer-to-shared is a upcr_shared_ptr_t. */
#ifndef PGAS_UPCR_IO_H
#define PGAS_UPCR_IO_H

#include "upcr.h"

#define PGAS_IO_SHARED_PTR upcr_shared_ptr_t
#define PGAS_IO_FN(name) upc_all_##name
#include "../include/upc_io.h"

#endif
