/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_mpi_p2p.c"
/* ga_mpi_p2p.c - MPI's point-to-point calls between GA calls: MPI_Send/MPI_Recv around a ring,
   two messages of one tag in order, MPI_Isend/MPI_Irecv with MPI_Waitall and MPI_Wait,
   MPI_Test, MPI_Sendrecv, MPI_ANY_SOURCE/MPI_ANY_TAG with the status and MPI_Get_count,
   MPI_Comm_split (ranks by key), messages on the split, on a GA group's communicator and on a
   duplicate (whose messages do not match receives on the world: its own context),
   MPI_Comm_free. Process 0 prints what every process received. */
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#line 17 "tests/in/ga_upc/ga_mpi_p2p.c"
int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 1000, 1000);
    int me, n;
    me = MYTHREAD;
    n = THREADS;
    int right = (me + 1) % n, left = (me + n - 1) % n;
    int v[13];
    for (int k = 0; k < 13; k++)
        v[k] = 0;

    /* a ring: even processes send first */
    double out[3] = { me, me * 0.5, -me }, in[3];
    MPI_Status st;
    if (me % 2 == 0) {
        gaupc_mpi_send(out, 3, MPI_DOUBLE, right, 7, MPI_COMM_WORLD);
        gaupc_mpi_recv(in, 3, MPI_DOUBLE, left, 7, MPI_COMM_WORLD, &st);
    } else {
        gaupc_mpi_recv(in, 3, MPI_DOUBLE, left, 7, MPI_COMM_WORLD, &st);
        gaupc_mpi_send(out, 3, MPI_DOUBLE, right, 7, MPI_COMM_WORLD);
    }
    v[0] = (int)(in[0] + 10 * in[1] - 100 * in[2]);

    /* two messages of one tag arrive in the order they were sent */
    int first = 100 + me, second = 200 + me, a, b;
    gaupc_mpi_send(&first, 1, MPI_INT, right, 3, MPI_COMM_WORLD);
    gaupc_mpi_send(&second, 1, MPI_INT, right, 3, MPI_COMM_WORLD);
    gaupc_mpi_recv(&a, 1, MPI_INT, left, 3, MPI_COMM_WORLD, (MPI_Status *)0);
    gaupc_mpi_recv(&b, 1, MPI_INT, left, 3, MPI_COMM_WORLD, (MPI_Status *)0);
    v[1] = a * 1000 + b;

    /* non-blocking both ways, tags telling the directions apart */
    long to_l = 1000 + me, to_r = 2000 + me, from_l = 0, from_r = 0;
    MPI_Request req[4];
    gaupc_mpi_irecv(&from_l, 1, MPI_LONG, left, 1, MPI_COMM_WORLD, &req[0]);
    gaupc_mpi_irecv(&from_r, 1, MPI_LONG, right, 2, MPI_COMM_WORLD, &req[1]);
    gaupc_mpi_isend(&to_r, 1, MPI_LONG, right, 1, MPI_COMM_WORLD, &req[2]);
    gaupc_mpi_isend(&to_l, 1, MPI_LONG, left, 2, MPI_COMM_WORLD, &req[3]);
    gaupc_mpi_waitall(4, req, (MPI_Status *)0);
    v[2] = (int)(from_l * 10000 + from_r);

    /* MPI_Test until it completes, then MPI_Wait of a null request */
    int token = me * 3, got = -1, flag = 0;
    MPI_Request r;
    gaupc_mpi_irecv(&got, 1, MPI_INT, left, 9, MPI_COMM_WORLD, &r);
    GA_Sync();
    gaupc_mpi_send(&token, 1, MPI_INT, right, 9, MPI_COMM_WORLD);
    while (!flag)
        gaupc_mpi_test(&r, &flag, &st);
    gaupc_mpi_wait(&r, &st);
    v[3] = got * 10 + (r == MPI_REQUEST_NULL);

    /* MPI_Sendrecv */
    int s = me * me, t = -1;
    gaupc_mpi_sendrecv(&s, 1, MPI_INT, right, 4, &t, 1, MPI_INT, left, 4, MPI_COMM_WORLD, &st);
    v[4] = t;

    /* any source, any tag: process 0 collects one message from every other process */
    if (me == 0) {
        int sum = 0, tags = 0, count = 0;
        for (int k = 1; k < n; k++) {
            int buf[4];
            gaupc_mpi_recv(buf, 4, MPI_INT, -1, -1, MPI_COMM_WORLD, &st);
            int c;
            gaupc_mpi_get_count(&st, MPI_INT, &c);
            sum += buf[0] * 10 + st.MPI_SOURCE;
            tags += st.MPI_TAG;
            count += c;
        }
        v[5] = sum * 1000 + tags * 10 + count;
    } else {
        int buf[4] = { me, me, me, me };
        gaupc_mpi_send(buf, me % 4 + 1, MPI_INT, 0, 50 + me, MPI_COMM_WORLD);
    }

    /* MPI_Comm_split by parity, ranked backwards */
    MPI_Comm half;
    gaupc_mpi_comm_split(MPI_COMM_WORLD, me % 2, -me, &half);
    int hr, hn;
    gaupc_mpi_comm_rank(half, &hr);
    gaupc_mpi_comm_size(half, &hn);
    int hv = -1;
    int hnext = (hr + 1) % hn, hprev = (hr + hn - 1) % hn;
    gaupc_mpi_sendrecv(&me, 1, MPI_INT, hnext, 5, &hv, 1, MPI_INT, hprev, 5, half, (MPI_Status *)0);
    int hsum;
    gaupc_mpi_allreduce(&me, &hsum, 1, MPI_INT, MPI_SUM, half);
    v[6] = hr * 100 + hn;
    v[7] = hv * 100 + hsum;
    gaupc_mpi_comm_free(&half);
    v[8] = half == MPI_COMM_NULL;

    /* a GA group's communicator and a duplicate of the world */
    int ends_list[2] = { 0, n - 1 };
    int ends = GA_Pgroup_create(ends_list, n > 1 ? 2 : 1);
    MPI_Comm gc = gaupc_mpi_comm_pgroup(ends);
    if (gc != MPI_COMM_NULL) {
        int gr, gn, x = 700 + me, y = -1;
        gaupc_mpi_comm_rank(gc, &gr);
        gaupc_mpi_comm_size(gc, &gn);
        gaupc_mpi_sendrecv(&x, 1, MPI_INT, gn - 1 - gr, 6, &y, 1, MPI_INT, gn - 1 - gr, 6, gc, (MPI_Status *)0);
        v[9] = y;
    }
    MPI_Comm dup;
    gaupc_mpi_comm_dup(MPI_COMM_WORLD, &dup);
    int dv = -1;
    gaupc_mpi_sendrecv(&me, 1, MPI_INT, left, 8, &dv, 1, MPI_INT, right, 8, dup, (MPI_Status *)0);
    /* one tag on both: the message on the duplicate goes first, the receive on the world
       must still get the world's */
    int on_dup = 900 + me, on_world = 800 + me, got_world = -1, got_dup = -1;
    MPI_Request sends[2];
    gaupc_mpi_isend(&on_dup, 1, MPI_INT, right, 9, dup, &sends[0]);
    gaupc_mpi_isend(&on_world, 1, MPI_INT, right, 9, MPI_COMM_WORLD, &sends[1]);
    gaupc_mpi_recv(&got_world, 1, MPI_INT, left, 9, MPI_COMM_WORLD, (MPI_Status *)0);
    gaupc_mpi_recv(&got_dup, 1, MPI_INT, left, 9, dup, (MPI_Status *)0);
    gaupc_mpi_waitall(2, sends, (MPI_Status *)0);
    v[12] = got_world * 1000 + got_dup;
    gaupc_mpi_comm_free(&dup);
    v[10] = dv;
    /* a split with MPI_UNDEFINED: no communicator */
    MPI_Comm none;
    gaupc_mpi_comm_split(MPI_COMM_WORLD, me == 0 ? 0 : -32766, 0, &none);
    v[11] = (none == MPI_COMM_NULL) + 10 * (me == 0 ? 1 : 0);
    if (none != MPI_COMM_NULL)
        gaupc_mpi_comm_free(&none);

    int all[64][13];
    for (int p = 0; p < 64; p++)
        for (int k = 0; k < 13; k++)
            all[p][k] = 0;
    for (int k = 0; k < 13; k++)
        all[me][k] = v[k];
    GA_Igop(&all[0][0], 64 * 13, "+");
    if (me == 0)
        for (int p = 0; p < n; p++) {
            printf("process %d:", p);
            for (int k = 0; k < 13; k++)
                printf(" %d", all[p][k]);
            printf("\n");
        }
    GA_Pgroup_destroy(ends);
    if (me == 0)
        printf("PASS: ga_mpi_p2p\n");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}
