/* pgas_gasp_access.h - the GASP event of a blocking shared access in an instrumented translated
   file, shared by the runtime's header of `--to upcr` (runtime-aux/upcr/upcrt_gasp.h) and the
   library's of `--to ga` (runtime-aux/ga-aux/upcga_gasp.h). The including header defines:

     PGAS_GASP_ACCESS    the function's name
     PGAS_GASP_PTR       its pointer-to-shared type
     PGAS_GASP_MINE(p)   p points to this thread's data
     PGAS_GASP_LOCAL     1 when accesses to this thread's data are events too (--profile-local)
     PGAS_GASP_CONTEXT   the tool's context of this thread

   A blocking get (tag GASP_UPC_GET) or put of n bytes between the private object at local and
   p, as the event kind; out of line, so that the loops that call it compile as tightly as
   without instrumentation (not `cold`: GCC would then move whole functions that call it
   unconditionally to their cold, size-optimised part). */
static __attribute__((noinline, unused)) void PGAS_GASP_ACCESS(unsigned tag, gasp_evttype_t kind, const char *file,
                                                               int line, int col, int relaxed, void *local,
                                                               PGAS_GASP_PTR p, size_t n)
{
    if (!PGAS_GASP_LOCAL && PGAS_GASP_MINE(p))
        return;
    if (tag == GASP_UPC_GET)
        gasp_event_notify(PGAS_GASP_CONTEXT, tag, kind, file, line, col, relaxed, local, &p, n);
    else
        gasp_event_notify(PGAS_GASP_CONTEXT, tag, kind, file, line, col, relaxed, &p, local, n);
}
