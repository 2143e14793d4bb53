/* The utility functions programs written for other UPC compilers call (bupc_extensions.h,
   which upc.h includes). */
#include <upc.h>
#include <stdio.h>
#include <string.h>
#include <inttypes.h>

#define ROUNDS 50
shared uint64_t counter;
shared int32_t flags[THREADS];
shared uint32_t bits;
shared int64_t winner;
shared [3] int arr[3 * THREADS];
shared int dist_ok[THREADS];

int main(void) {
  int i, bad = 0;
#ifdef __BERKELEY_UPC__
  printf("FAIL: __BERKELEY_UPC__ is defined\n");
#endif
  /* The timer. */
  bupc_tick_t t0 = bupc_ticks_now();
  volatile double x = 1.0;
  for (i = 0; i < 100000; i++)
    x *= 1.000001;
  bupc_tick_t t1 = bupc_ticks_now();
  bad += !(t1 >= t0 && bupc_ticks_to_ns(t1 - t0) >= bupc_ticks_to_us(t1 - t0));
  bad += !(bupc_ticks_to_us(t1 - t0) == bupc_ticks_to_ns(t1 - t0) / 1000);
  bad += !(bupc_tick_granularityus() > 0 && bupc_tick_overheadus() >= 0);
  bad += !(BUPC_TICK_MAX > BUPC_TICK_MIN);

  /* Thread distance: symmetric, SAME only for one thread, all on one node here. */
  int dok = 1;
  for (i = 0; i < THREADS; i++) {
    int d = bupc_thread_distance(MYTHREAD, i);
    dok &= d == bupc_thread_distance(i, MYTHREAD);
    dok &= (i == MYTHREAD) ? d == BUPC_THREADS_SAME : d == BUPC_THREADS_NEAR;
  }
  dok &= BUPC_THREADS_SAME < BUPC_THREADS_VERYNEAR && BUPC_THREADS_VERYNEAR < BUPC_THREADS_NEAR &&
         BUPC_THREADS_NEAR < BUPC_THREADS_FAR && BUPC_THREADS_FAR < BUPC_THREADS_VERYFAR;
  dist_ok[MYTHREAD] = dok;

  /* Atomics from every thread on the same locations. */
  if (MYTHREAD == 0) {
    counter = 0;
    bits = 0;
    winner = -1;
  }
  upc_barrier;
  uint64_t last = 0;
  for (i = 0; i < ROUNDS; i++)
    last = bupc_atomicU64_fetchadd_relaxed(&counter, MYTHREAD + 1);
  (void)last;
  bupc_atomicU32_fetchor_strict(&bits, 1u << MYTHREAD);
  bupc_atomicI64_cswap_relaxed(&winner, -1, MYTHREAD);
  bupc_atomicI32_set_relaxed(&flags[MYTHREAD], 7);
  bupc_poll();
  upc_barrier;
  int32_t f = bupc_atomicI32_swap_strict(&flags[(MYTHREAD + 1) % THREADS], 9);
  bad += f != 7;
  upc_barrier;
  bad += bupc_atomicI32_read_relaxed(&flags[MYTHREAD]) != 9;
  bad += bupc_atomicI32_fetchadd_strict(&flags[MYTHREAD], -4) != 9;
  bad += bupc_atomicI32_fetchnot_relaxed(&flags[MYTHREAD]) != 5 || flags[MYTHREAD] != ~5;
  bad += bupc_atomicI32_fetchxor_relaxed(&flags[MYTHREAD], ~5) != ~5 || flags[MYTHREAD] != 0;
  bad += bupc_atomicI32_fetchand_relaxed(&flags[MYTHREAD], 1) != 0;

  /* Generic arithmetic on the layout named, whatever the pointer's own type. */
  for (i = 0; i < 3 * THREADS; i++)
    if (upc_threadof(&arr[i]) == MYTHREAD)
      arr[i] = i;
  upc_barrier;
  shared void *p = bupc_ptradd(arr, 3, sizeof(int), 3 * THREADS - 1);
  bad += *(shared [3] int *)p != 3 * THREADS - 1;
  bad += upc_threadof(p) != THREADS - 1 || upc_phaseof(p) != 2;

  char text[BUPC_DUMP_MIN_LENGTH], tiny[4];
  bad += bupc_dump_shared(&arr[4], text, BUPC_DUMP_MIN_LENGTH) != 0 || strlen(text) == 0;
  bad += bupc_dump_shared(&arr[4], tiny, (int)sizeof tiny) != -1 || tiny[0] != 0;

  flags[MYTHREAD] = bad;
  upc_barrier;
  if (MYTHREAD == THREADS - 1) {
    int all_bad = 0, all_dist = 0;
    for (i = 0; i < THREADS; i++) {
      all_bad += flags[i];
      all_dist += dist_ok[i];
    }
    printf("counter %" PRIu64 "\n", (uint64_t)counter);
    printf("bits %u\n", (unsigned)bits);
    printf("winner valid %d\n", winner >= 0 && winner < THREADS);
    printf("distance ok %d of %d\n", all_dist, THREADS);
    printf("checks failed %d\n", all_bad);
  }
  return 0;
}
