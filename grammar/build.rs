fn main() {
    // Generates the parser of every `.lalrpop` file in src/ into OUT_DIR.
    lalrpop::Configuration::new()
        .use_cargo_dir_conventions()
        .emit_rerun_directives(true)
        .process()
        .expect("the grammar must be LR(1)");
}
