/* Shared scalars defined tentatively (no `extern`) in every file that includes this header. */
shared int total;
shared int hits;
