/* layout_heads.upc - statements whose head (a condition, a for's clause) the translation
   rewrites while their bodies keep most of their lines: --layout=source replaces only the
   head's expression and the changed statements inside, the braces, comments and conditionals
   of the body stay as written. Prints "ok" on every thread count. */
#include <stdio.h>
#include <upc.h>

#define N 3

shared [N] int a[N * THREADS];
shared int total;

/* The call in the summing loop keeps that loop out of the bulk read of counted loops
   (src/backend/gather.rs), which rewrites a loop whole: the loop here is about its head. */
static int same(int v)
{
	return v;
}

int main(void)
{
	int i, j, sum = 0, seen = 0;

	for (i = 0; i < N; i++)
	{
		/* each thread fills its own block */
		a[MYTHREAD * N + i] = i + 1;
	}
	upc_barrier;
	if( MYTHREAD == 0 )
	{
		total = 0;
		for (i = 0; i < N * THREADS; i++)
		{
			sum += same(a[i]);	// a tab before this comment
#ifdef VERBOSE
			printf("a[%d] = %d\n", i, a[i]);
#endif
		}
		total = sum;
	}
	else
	{
		sum = -1;
	}
	upc_barrier;
	j = 0;
	while (j < THREADS)
	{
		seen++;
		j++;
	}
	do
	{
		seen--;
	} while (seen > THREADS - THREADS);
	switch (MYTHREAD % 2)
	{
	case 0:
		seen += 2;
		break;
	default:
		seen += 2;
	}
	if (seen == 2)
		upc_forall (i = 0; i < N * THREADS; i++; &a[i])
			a[i] = a[i] * 1;
	else
		seen = -100;
	upc_barrier;
	if (MYTHREAD == THREADS - 1)
		printf("%s\n", total == THREADS * N * (N + 1) / 2 && seen == 2 ? "ok" : "FAIL");
	return 0;
}
