int helper(int x);
extern shared int total;
