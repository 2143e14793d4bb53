/* io_nosync.upc - racy: UPC-IO moves a shared buffer with the common file pointer in THREADS
   parts, one per thread, between the synchronisations its flags ask for; without
   UPC_IN_ALLSYNC a write before the call, without UPC_OUT_ALLSYNC a read after it, races with
   them (an asynchronous read's bytes reach memory at upc_all_fwait_async). */
/* race: 30 31 on `buf[0]` (on thread 0) */
/* race: 33 34 on `buf[63]` (on thread 0) */
/* race: 38 39 on `buf[62]` (on thread 0) */
#include <upc.h>
#include <upc_io.h>
#include <stdio.h>
#include <unistd.h>

#define N 64
shared [] char buf[N];
shared int pid;

int main(void)
{
    char name[64], c = 0;
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
    if (MYTHREAD == THREADS - 1) buf[0] = 'A';
    upc_all_fwrite_shared(fd, buf, 0, 1, N, UPC_IN_NOSYNC | UPC_OUT_ALLSYNC);
    upc_all_fseek(fd, 0, UPC_SEEK_SET);
    upc_all_fread_shared(fd, buf, 0, 1, N, UPC_IN_ALLSYNC | UPC_OUT_NOSYNC);
    if (MYTHREAD == 0) c = buf[N - 1];
    upc_barrier;
    upc_all_fseek(fd, 0, UPC_SEEK_SET);
    upc_all_fread_shared_async(fd, buf, 0, 1, N, UPC_IN_ALLSYNC | UPC_OUT_NOSYNC);
    upc_all_fwait_async(fd);
    if (MYTHREAD == 0) c += buf[N - 2];
    upc_barrier;
    upc_all_fclose(fd);
    if (MYTHREAD == 0)
        printf("%c%c\n", buf[N - 2], buf[N - 1]);
    (void)c;
    return 0;
}
