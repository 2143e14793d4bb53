/* upc_tick.h - the UPC 1.3 high-resolution timer. Part of pgas-xlate. */
#ifndef PGAS_UPC_TICK_H
#define PGAS_UPC_TICK_H

#include <stdint.h>

typedef uint64_t upc_tick_t;
#define UPC_TICK_MIN ((upc_tick_t)0)
#define UPC_TICK_MAX ((upc_tick_t)UINT64_MAX)

/* The current time of this thread's clock, in ticks. */
upc_tick_t upc_ticks_now(void);
/* A tick count converted to nanoseconds. */
uint64_t upc_ticks_to_ns(upc_tick_t ticks);

#endif
