/* upcr_where.c - the UPC source location of a runtime error, and crash reports (see
   pgas_where.h). */
#define _GNU_SOURCE
#include "upcr_internal.h"
#include "../include/pgas_where.h"

int upcri_user_location(char *buf, size_t size) { return pgas_user_location(buf, size); }

void upcri_catch_crashes(int thread) { pgas_catch_crashes(thread); }
