// expect: W0401
// target: upc
/* GA_Fill declared without a prototype (old style): only the GA table can judge its arguments */
void GA_Fill();

int main(void)
{
    int g = 0;
    const double v = 1.0;
    GA_Fill(g, &v);
    return 0;
}
