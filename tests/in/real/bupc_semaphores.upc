/* Semaphores and signalling puts of bupc_extensions.h: a ring of threads passing data. */
#include <upc.h>
#include <stdio.h>

#define ROUNDS 20
#define LEN 64
bupc_sem_t *shared sem[THREADS];
bupc_sem_t *shared flag[THREADS];
shared [LEN] int box[LEN * THREADS];
shared int bad[THREADS];

int main(void) {
  int i, r, errors = 0, src[LEN];
  sem[MYTHREAD] = bupc_sem_alloc(BUPC_SEM_INTEGER | BUPC_SEM_SPRODUCER | BUPC_SEM_SCONSUMER);
  flag[MYTHREAD] = bupc_sem_alloc(BUPC_SEM_BOOLEAN);
  errors += upc_threadof(sem[MYTHREAD]) != MYTHREAD;
  upc_barrier;
  int next = (MYTHREAD + 1) % THREADS;
  for (r = 0; r < ROUNDS; r++) {
    for (i = 0; i < LEN; i++)
      src[i] = 1000 * r + 10 * MYTHREAD + i;
    /* The data and then the post: a waiter that took it sees the data. */
    bupc_memput_signal(&box[LEN * next], src, sizeof src, sem[next], 1);
    bupc_sem_wait(sem[MYTHREAD]);
    int from = (MYTHREAD + THREADS - 1) % THREADS;
    for (i = 0; i < LEN; i++)
      errors += box[LEN * MYTHREAD + i] != 1000 * r + 10 * from + i;
    /* The sender may write again only after this thread read its box. */
    bupc_sem_post(flag[from]);
    bupc_sem_wait(flag[MYTHREAD]);
  }
  upc_barrier;
  /* try and the N forms on this thread's own semaphore. */
  errors += bupc_sem_try(sem[MYTHREAD]) != 0;
  bupc_sem_postN(sem[MYTHREAD], 5);
  errors += bupc_sem_tryN(sem[MYTHREAD], 6) != 0;
  errors += bupc_sem_tryN(sem[MYTHREAD], 5) != 1;
  errors += bupc_sem_try(sem[MYTHREAD]) != 0;
  bupc_sem_postN(sem[MYTHREAD], 3);
  bupc_sem_waitN(sem[MYTHREAD], 3);
  errors += bupc_sem_try(sem[MYTHREAD]) != 0;
  /* A boolean semaphore holds at most one post. */
  bupc_sem_post(flag[MYTHREAD]);
  bupc_sem_post(flag[MYTHREAD]);
  errors += bupc_sem_try(flag[MYTHREAD]) != 1;
  errors += bupc_sem_try(flag[MYTHREAD]) != 0;
  /* The asynchronous signalling put, to this thread. */
  bupc_memput_signal_async(&box[LEN * MYTHREAD], src, sizeof src, sem[MYTHREAD], 2);
  bupc_sem_waitN(sem[MYTHREAD], 2);
  errors += box[LEN * MYTHREAD + LEN - 1] != src[LEN - 1];
  bad[MYTHREAD] = errors;
  upc_barrier;
  bupc_sem_free(sem[MYTHREAD]);
  bupc_sem_free(flag[MYTHREAD]);
  if (MYTHREAD == THREADS - 1) {
    int total = 0;
    for (i = 0; i < THREADS; i++)
      total += bad[i];
    printf("rounds %d errors %d\n", ROUNDS, total);
  }
  return 0;
}
