/* upcr_where.c - the UPC source location of a runtime error, and crash reports (see
   pgas_where.h). */
#define _GNU_SOURCE
#include "upcr_internal.h"
#include "../include/pgas_where.h"

int upcri_user_location(char *buf, size_t size) { return pgas_user_location(buf, size); }

void upcri_catch_crashes(int thread) { pgas_catch_crashes(thread); }

double upcri_watchdog_limit(void) { return pgas_watchdog_limit(); }

double upcri_now(void) { return pgas_now(); }

void upcri_watchdog_message(char *buf, size_t size, const char *what) { pgas_watchdog_message(buf, size, what); }

void upcri_let_thread0_report(int thread) { pgas_let_thread0_report(thread); }
int upcri_report_now(int lower_alive, double *first_seen) { return pgas_report_now(lower_alive, first_seen); }
void upcri_abort_after_report(void) { pgas_abort_after_report(); }
void upcri_report_error(int thread, const char *fmt, va_list ap) { pgas_report_error(thread, fmt, ap); }
