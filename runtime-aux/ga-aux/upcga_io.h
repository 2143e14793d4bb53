/* upcga_io.h - the UPC-IO library (upc_io.h) as `--to ga` code calls it: upc_all_<name> is
   upcga_all_<name>, every pointer-to-shared is a upcga_ptr_t. */
#ifndef PGAS_UPCGA_IO_H
#define PGAS_UPCGA_IO_H

#include "upcga.h"

#define PGAS_IO_SHARED_PTR upcga_ptr_t
#define PGAS_IO_FN(name) upcga_all_##name
#include "../include/upc_io.h"

#endif
