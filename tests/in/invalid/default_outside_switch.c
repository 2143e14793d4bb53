// expect: E0103
int pick(int v)
{
    if (v > 2) {
    default:
        return 1;
    }
    return 0;
}
