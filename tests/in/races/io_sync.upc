/* io_sync.upc - race-free: UPC-IO's shared buffers (written before a call with UPC_IN_ALLSYNC,
   read after one with UPC_OUT_ALLSYNC or after the program's barrier, an asynchronous read
   after its upc_all_fwait_async and a barrier); list I/O of each thread's own block. */
#include <upc.h>
#include <upc_io.h>
#include <stdio.h>
#include <unistd.h>

#define N 64
shared [] char buf[N];
shared [N] char rows[N * THREADS];
shared int pid;

int main(void)
{
    char name[64], c;
    upc_file_t *fd;
    int i;
    if (MYTHREAD == 0) {
        pid = (int)getpid();
        for (i = 0; i < N; i++)
            buf[i] = (char)('a' + i % 26);
    }
    upc_barrier;
    snprintf(name, sizeof name, "/tmp/pgas_races_io_%d.dat", pid);
    fd = upc_all_fopen(name, UPC_RDWR | UPC_CREATE | UPC_COMMON_FP | UPC_DELETE_ON_CLOSE, 0, NULL);
    upc_all_fwrite_shared(fd, buf, 0, 1, N, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    if (MYTHREAD == THREADS - 1)
        buf[0] = 'A';
    upc_all_fseek(fd, 0, UPC_SEEK_SET);
    upc_all_fread_shared(fd, buf, 0, 1, N, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    c = buf[N - 1];
    upc_barrier;
    upc_all_fseek(fd, 0, UPC_SEEK_SET);
    upc_all_fread_shared_async(fd, buf, 0, 1, N, UPC_IN_ALLSYNC | UPC_OUT_NOSYNC);
    upc_all_fwait_async(fd);
    upc_barrier;
    c = buf[N - 2] + buf[0] - c;
    {
        struct upc_shared_memvec mine = { &rows[N * MYTHREAD], N, N };
        struct upc_filevec whole = { 0, N };
        upc_all_fread_list_shared(fd, 1, &mine, 1, &whole, UPC_IN_ALLSYNC | UPC_OUT_NOSYNC);
    }
    c += rows[N * MYTHREAD + 3];
    upc_all_fclose(fd);
    upc_barrier;
    if (MYTHREAD == 0)
        printf("%c %c %d\n", buf[0], rows[N * (THREADS - 1) + 5], c);
    return 0;
}
