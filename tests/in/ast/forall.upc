/* upc_forall with every affinity kind, barriers and the UPC sizeof operators. */
shared [3] int a[12 * THREADS];
void f(void)
{
    upc_forall (int i = 0; i < 12 * THREADS; i++; &a[i])
        a[i] = i;
    upc_forall (int i = 0; i < 12 * THREADS; i++; i)
        upc_forall (int j = 0; j < 2; j++; continue)
            a[i] += j;
    upc_forall (int i = 0; i < 4; i++;)
        ;
    upc_notify 1;
    upc_wait 1;
    upc_barrier;
    upc_fence;
    int n = upc_blocksizeof(a) + upc_elemsizeof a + upc_localsizeof(shared [3] int [12 * THREADS]) + MYTHREAD;
}
