/* pupc.h - GASP user events and measurement control for UPC programs. Compiled with a profiling
   flag (__UPC_PUPC__ defined), the translator turns these calls into gasp_* calls; without one
   they compile away. Part of pgas-xlate. */
#ifndef PGAS_PUPC_H
#define PGAS_PUPC_H

#ifdef __UPC_PUPC__
int pupc_control(int on);
unsigned int pupc_create_event(const char *name, const char *desc);
void pupc_event_start(unsigned int evttag, ...);
void pupc_event_end(unsigned int evttag, ...);
void pupc_event_atomic(unsigned int evttag, ...);
#else
#define pupc_control(on) ((void)(on), 1)
#define pupc_create_event(name, desc) ((void)(name), (void)(desc), 0u)
#define pupc_event_start(...) ((void)0)
#define pupc_event_end(...) ((void)0)
#define pupc_event_atomic(...) ((void)0)
#endif

#endif
